#if BuiltIns
  import ArgumentParser
  import Foundation
  import StuntBackend
  import StuntCommandLine

  struct BackendSubcommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "backend",
      abstract: "Run the embedded backend in the foreground, on 127.0.0.1.",
      discussion: """
        The same server a sandbox starts for its real dependencies: point a slot at it from another
        process (`use numberFact real url=http://127.0.0.1:PORT`) or curl it. Each request
        prints as it is answered; Ctrl-C stops it.

        Exit status: 0 when stopped, 2 when it cannot listen on the port.
        """
    )

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 0

    func run() async throws {
      let backend = EmbeddedBackend(port: port) { request in
        FileHandle.standardOutput.write(Data("\(request)\n".utf8))
      }
      // Signals are caught before the server starts, so Ctrl-C always stops it cleanly.
      let stopped = Signals.caught([SIGINT, SIGTERM])
      let url: URL
      do {
        url = try await backend.baseURL()
      } catch {
        ErrorLine.write("cannot listen on 127.0.0.1:\(port): \(error)")
        throw ExitCode(2)
      }
      FileHandle.standardOutput.write(Data("backend listening on \(url.absoluteString) (Ctrl-C stops it)\n".utf8))
      await stopped.first()
      await backend.stop()
      FileHandle.standardOutput.write(Data("backend stopped\n".utf8))
    }
  }
#endif
