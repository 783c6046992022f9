import CPseudoTerminal
import Foundation

/// Runs a program on a pseudo-terminal so it sees a real TTY (libedit, prompt, completion),
/// and lets a test type into it and read what it draws.
public final class PseudoTerminal: @unchecked Sendable {
  private let master: Int32
  private let slavePath: String
  private var buffer = [UInt8]()
  public private(set) var process: Process?

  public init() throws {
    var name = [CChar](repeating: 0, count: 128)
    master = stunt_open_pseudo_terminal(&name, name.count)
    guard master >= 0 else { throw POSIXError(.ENOTTY) }
    slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    process?.terminate()
    close(master)
  }

  public func spawn(_ executable: URL, arguments: [String] = [], environment: [String: String]) throws {
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw POSIXError(.ENOTTY) }
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = environment
    Sanitizer.passOptions(into: &environment)
    process.environment = environment
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    self.process = process
  }

  /// Whether the terminal echoes and reads whole lines, as a shell leaves it (libedit's raw mode
  /// turns both off while a prompt reads).
  public var isCooked: Bool {
    stunt_pseudo_terminal_is_cooked(master) == 1
  }

  /// Sets the terminal's size, as a window resized by its user does (a fresh one is 0 by 0).
  public func resize(columns: UInt16, rows: UInt16 = 24) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Everything the program has drawn so far, escape sequences included.
  public var screen: String {
    drain()
    return String(decoding: buffer, as: UTF8.self)
  }

  /// How long a wait lasts unless told: a bound for a program that hangs, not a measure of how
  /// fast it is (`swift test` in parallel on two busy cores starts 700 tests at once, and a
  /// first prompt then took longer than 10 s). A program that has exited ends the wait at once.
  public static let patience: Duration = .seconds(180)

  /// Waits until the output contains `text` (after `offset` bytes); false on timeout, or once the
  /// program has exited without writing it.
  @discardableResult
  public func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = patience) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      let exited = process.map { !$0.isRunning } ?? false
      drain()
      if buffer.count >= offset,
        String(decoding: buffer[offset...], as: UTF8.self).contains(text)
      {
        return true
      }
      if exited { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return false
  }

  /// Blocks (polling the terminal every millisecond at most) until the output contains `text`;
  /// for timing a program's start, where a sleep-based wait would be too coarse.
  public func waitForBlocking(_ text: String, timeout: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    let needle = Array(text.utf8)
    while clock.now < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 1)
      drain()
      if buffer.count >= needle.count, buffer.indices.contains(where: { index in
        index + needle.count <= buffer.count && Array(buffer[index..<index + needle.count]) == needle
      }) {
        return true
      }
    }
    return false
  }

  /// How many bytes have been read: pass it to `waitFor(after:)` to look only at new output.
  public var mark: Int {
    drain()
    return buffer.count
  }

  /// Waits for the program to exit; nil on timeout.
  public func exitStatus(timeout: Duration = patience) async -> Int32? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      drain()
      if let process, !process.isRunning { return process.terminationStatus }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return nil
  }

  private func drain() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(master, &chunk, chunk.count)
      guard count > 0 else { return }
      buffer += chunk[0..<count]
    }
  }
}
