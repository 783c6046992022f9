/// Why a child process died, from what it wrote on stderr: the runtime's own reason
/// (`arithmetic overflow`, `Fatal error: …`) and where in a Swift file it happened
/// (`CounterFeature.swift:40`), rather than the last lines of a backtrace, which are addresses
/// of system libraries. `CrashBacktrace` sets the backtracer up so that it says both.
package enum CrashReason {
  static let runtimeFailure = "Swift runtime failure: "

  package static func find(in errors: String) -> String? {
    let lines = errors.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    let reason =
      lines.first { $0.contains("Fatal error:") }
      ?? lines.first { $0.hasPrefix("*** " + runtimeFailure) }.map {
        String($0.trimmingCharacters(in: ["*", " "]).dropFirst(runtimeFailure.count))
      }
      // The backtracer's own line, when nothing said more: `Program crashed: Illegal instruction`.
      ?? lines.first { $0.hasPrefix("*** Program crashed:") }.map {
        $0.trimmingCharacters(in: ["*", " "]).components(separatedBy: " at 0x")[0]
      }
      ?? lines.last { !$0.isEmpty && !$0.hasPrefix("***") && !$0.hasPrefix("Backtrace took") }
    guard let reason else { return nil }
    return String(reason.prefix(300)) + (location(lines).map { " at \($0)" } ?? "")
  }

  /// `CounterFeature.swift:40`: the first frame of the crashed thread that names a Swift file
  /// (the runtime's own inlined frame names none).
  static func location(_ lines: [String]) -> String? {
    guard let crashed = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return nil }
    for line in lines[crashed...] {
      guard let at = line.range(of: " at ", options: .backwards) else { continue }
      let file = line[at.upperBound...].split(separator: "/").last ?? ""
      let parts = file.split(separator: ":")
      if parts.count >= 2, parts[0].hasSuffix(".swift"), Int(parts[1]) != nil { return "\(parts[0]):\(parts[1])" }
    }
    return nil
  }
}
