import Foundation

/// What a sandbox's `swift build` prints, as `stunt sandbox` passes it on to standard error:
/// whole, but for the toolchain's `Internal Error: dataCorrupted(…)` lines, which a build of a
/// package with macros prints by the dozen although nothing failed (swiftlang/swift#86833), and
/// said once instead. On a terminal, SwiftPM's `[12/80] Compiling …` lines overwrite each other
/// as SwiftPM's own do, since a pipe turns its animation off.
public struct BuildOutput {
  private let write: (String) -> Void
  private let overwritesProgress: Bool
  private var pending = ""
  private var showingProgress = false
  public private(set) var leftOut = 0

  public init(overwritesProgress: Bool = isatty(STDERR_FILENO) == 1, write: @escaping (String) -> Void = BuildOutput.toStandardError) {
    self.overwritesProgress = overwritesProgress
    self.write = write
  }

  /// The toolchain's message about a macro plugin's reply, printed once per macro expansion.
  static func isToolchainNoise(_ line: String) -> Bool {
    line.hasPrefix("Internal Error: ") && (line.contains("dataCorrupted") || line.contains("invalidPayloadSize") || line.contains("DecodingError"))
  }

  public mutating func take(_ data: Data) {
    pending += String(decoding: data, as: UTF8.self)
    while let newline = pending.firstIndex(of: "\n") {
      let line = String(pending[..<newline])
      pending.removeSubrange(...newline)
      show(line)
    }
  }

  /// Ends the output: what is left of the last line, then the one note.
  public mutating func finish() {
    if !pending.isEmpty { show(pending) }
    pending = ""
    if showingProgress { write("\n") }
    showingProgress = false
    if leftOut > 0 {
      write(
        "note: left out \(leftOut) line\(leftOut == 1 ? "" : "s") 'Internal Error: dataCorrupted(…)' that the toolchain prints "
          + "about its macro plugins' replies; harmless, the build's result is its own (swiftlang/swift#86833)\n")
    }
  }

  private mutating func show(_ line: String) {
    if Self.isToolchainNoise(line) {
      leftOut += 1
      return
    }
    let isProgress = line.hasPrefix("[") && line.contains("] ") && line.dropFirst().prefix { $0 != "]" }.allSatisfy { $0.isNumber || $0 == "/" }
    if overwritesProgress && isProgress {
      write("\r\u{1B}[2K" + line)
      showingProgress = true
      return
    }
    if showingProgress {
      write("\r\u{1B}[2K")
      showingProgress = false
    }
    write(line + "\n")
  }

  public static func toStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
