import ConcurrencyExtras
import Foundation
import StuntEngine
import StuntSession

/// `stunt replay --worker`: reads a script as JSON on stdin, replays it in a fresh sandbox on
/// the main serial executor, writes the transcript as JSON on stdout.
@MainActor
enum ReplayWorker {
  static func run() async {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let script = try? JSONDecoder().decode(ReplayScript.self, from: input) else {
      FileHandle.standardError.write(Data("error: the replay worker expects a script as JSON on stdin\n".utf8))
      Foundation.exit(2)
    }
    var transcript = ReplayTranscript(outputs: [], end: CommandOutput(lines: [], outcome: .ok))
    await withMainSerialExecutor {
      transcript = await InProcessScriptRunner { Sandbox(modules: ModuleRegistry.all) }.replay(script)
    }
    let output = (try? JSONEncoder().encode(transcript)) ?? Data()
    FileHandle.standardOutput.write(output)
  }
}
