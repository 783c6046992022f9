import Foundation

/// Whether the tests run under a sanitizer (`make sanitize` says so in `STUNT_SANITIZER`).
/// A sanitizer replaces the runtime's crash report with its own and slows everything several
/// times, so the few tests about crash reports and wall-clock limits are left to plain runs.
public enum Sanitizer {
  public static var name: String? {
    ProcessInfo.processInfo.environment["STUNT_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }
  }

  public static var isActive: Bool { name != nil }

  /// The sanitizers' own settings (suppressions, halt_on_error), which a child `stunt` started
  /// with an environment of its own would otherwise lose. Leaks are looked for in the `stunt`
  /// processes, the product, even where the test runner itself is told not to look
  /// (`make sanitize`: its exit-time memory is the test harness's and the tests' own).
  /// `PATH` goes too when the child's environment has none: the sanitizer finds
  /// `llvm-symbolizer` there, and suppressions match symbol names, so an unsymbolized report
  /// is one no suppression can match.
  public static func passOptions(into environment: inout [String: String]) {
    guard isActive else { return }
    for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "PATH"] {
      environment[key] = environment[key] ?? ProcessInfo.processInfo.environment[key]
    }
    if name == "address" {
      environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=1"].compactMap { $0 }.joined(separator: ":")
    }
  }
}
