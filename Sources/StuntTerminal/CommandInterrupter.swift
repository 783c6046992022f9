import Foundation
import StuntEngine
import StuntSession

/// Ctrl-C while a command runs cancels that command (a long `advance`, a `finish`) instead of
/// killing the sandbox and everything in it. At the prompt libedit reads Ctrl-C as a key.
@MainActor
final class CommandInterrupter {
  private let source: any DispatchSourceSignal
  private var current: Task<CommandReport, Never>?

  init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.current?.cancel() }
    }
    source.resume()
  }

  /// Gives Ctrl-C back its default meaning.
  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }

  /// Runs one command so that Ctrl-C can cancel it.
  func run(_ command: @escaping @MainActor () async -> CommandReport) async -> CommandReport {
    let task = Task { await command() }
    current = task
    defer { current = nil }
    return await task.value
  }
}
