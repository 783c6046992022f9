import Foundation

/// Whether the tests run under a sanitizer (`make sanitize` says so in `STUNT_SANITIZER`).
/// A sanitizer replaces the runtime's crash report with its own and slows everything several
/// times, so the few tests about crash reports and wall-clock limits are left to plain runs.
public enum Sanitizer {
  public static var name: String? {
    ProcessInfo.processInfo.environment["STUNT_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }
  }

  public static var isActive: Bool { name != nil }
}
