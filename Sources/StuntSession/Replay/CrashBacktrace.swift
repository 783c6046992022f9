import Foundation

/// How a child `stunt` (a replay worker, a served module) or a Swift plugin reports a trap on
/// stderr, so `CrashReason` can say why and where: Swift's backtracer, never interactive,
/// only the crashed thread, fully symbolicated (inlined frames name the seed's line and the
/// runtime's reason, `Swift runtime failure: arithmetic overflow`).
///
/// A binary that links the Swift runtime statically cannot find the backtracer the toolchain
/// keeps beside its shared runtime; it is looked for beside the binary (`make install` puts
/// it there), then in the toolchain that `swift` on PATH belongs to.
package enum CrashBacktrace {
  package static let variable = "SWIFT_BACKTRACE"
  static let settings = "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=12,top=0,symbolicate=full"
  static let staticBacktracer = "swift-backtrace-static"

  /// `environment` with the backtracer's settings, unless the user chose their own.
  package static func environment(_ environment: [String: String]) -> [String: String] {
    guard environment[variable] == nil else { return environment }
    var environment = environment
    environment[variable] = settings + (backtracer.map { ",swift-backtrace=" + $0 } ?? "")
    return environment
  }

  /// The static backtracer, where one is: `<prefix>/libexec/stunt/` beside an installed
  /// `<prefix>/bin/stunt`, or the toolchain's. Nil for a dynamically linked runtime, which
  /// finds its own.
  static let backtracer: String? = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    guard !linksSwiftRuntimeDynamically else { return nil }
    let installed = executable.deletingLastPathComponent().appendingPathComponent("../libexec/stunt/\(staticBacktracer)").standardized.path
    let toolchain = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      .map { $0.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("../libexec/swift/linux/\(staticBacktracer)").standardized.path }
    return [installed, toolchain].compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether process `pid` trapped and is making its report: one of its threads is in the
  /// runtime's crash handler, which blocks the fault signals (no thread blocks them otherwise:
  /// a fault while they are blocked kills the process), or the handler has started the
  /// backtracer as its child. Seen before the report's first line, which a loaded machine may
  /// hold back longer than a request may wait (the handler first stops every other thread).
  package static func isReporting(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return handlesAFault(pid) || hasBacktracerChild(pid)
  }

  /// SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSEGV as bits of a `SigBlk` mask (bit n - 1 for signal n).
  private static let faults: UInt64 = [SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSEGV].reduce(0) { $0 | 1 << UInt64($1 - 1) }

  private static func handlesAFault(_ pid: Int32) -> Bool {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.contains { task in
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
        let mask = UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
      else { return false }
      return mask & faults != 0
    }
  }

  private static func hasBacktracerChild(_ pid: Int32) -> Bool {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return false }
    for entry in entries where entry.first?.isNumber == true {
      // `pid (comm) state ppid …`, the name cut to 15 bytes: `swift-backtrace` for both backtracers.
      guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"),
        stat[stat.index(after: open)..<close].hasPrefix("swift-backtrace")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, Int32(fields[1]) == pid { return true }
    }
    return false
  }

  /// Whether this process loaded `libswiftCore.so` (a debug build) rather than carrying the
  /// runtime inside (`--static-swift-stdlib`).
  static var linksSwiftRuntimeDynamically: Bool {
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    return maps.contains("libswiftCore.so")
  }
}
