import Foundation
import StuntFiles

/// `stunt replay`: finds the files, replays them in parallel (each in a fresh sandbox),
/// checks and optionally rewrites them, reports, and says how it went as an exit status:
/// 0 all passed, 1 some failed, 2 a usage problem or a file that does not parse.
public struct ReplayRunner: Sendable {
  let options: ReplayOptions
  let replayer: any ScriptRunner
  let write: @Sendable (String) -> Void

  public init(options: ReplayOptions, runner: any ScriptRunner, write: @escaping @Sendable (String) -> Void) {
    self.options = options
    self.replayer = runner
    self.write = write
  }

  public func run() async -> Int32 {
    let files: [String]
    do {
      files = try SessionFiles.find(options.paths).filter { options.shard?.contains($0) ?? true }
    } catch {
      let here = CurrentFolder.path.utf8.count
      let why = here < PATH_MAX ? "" : " (the current folder's path is \(here) bytes long, more than the \(PATH_MAX - 1) this system takes)"
      write("error: no such file or folder '\(SpelledOut.text(error.path))'\(why)\n")
      return 2
    }
    if files.isEmpty, options.shard == nil {
      write("error: no session files in " + options.paths.joined(separator: ", ") + "\n")
      return 2
    }
    if let junitPath = options.junitPath, let session = FileIdentity.first(of: files, sameAs: junitPath) {
      write("error: --junit \(SpelledOut.text(junitPath)) is \(SpelledOut.text(session)), a session under test; name another file\n")
      return 2
    }
    let reporter: any ReplayReporter =
      options.format == .tap ? TAPReporter(count: files.count) : HumanReporter(colour: options.colour)
    write(reporter.start())
    var results = [FileResult?](repeating: nil, count: files.count)
    var printed = 0
    let loaded = files.map(SessionFiles.loadWithText)
    let order = ReplayOrder.longestFirst(loaded.map { try? $0.get().document })
    await withTaskGroup(of: (Int, FileResult).self) { group in
      var next = 0
      func enqueue() {
        guard next < files.count else { return }
        let index = order[next]
        next += 1
        group.addTask { (index, await replay(files[index], loaded: loaded[index])) }
      }
      for _ in 0..<min(options.jobs, files.count) { enqueue() }
      while let (index, result) = await group.next() {
        results[index] = result
        // Reported in file order, as soon as every earlier file is done.
        while printed < files.count, let ready = results[printed] {
          printed += 1
          write(reporter.report(ready, number: printed) + options.annotations.lines(ready).map { $0 + "\n" }.joined())
        }
        enqueue()
      }
    }
    let finished = results.compactMap { $0 }
    write(reporter.summary(finished))
    if let junitPath = options.junitPath {
      do {
        try AtomicFile.write(JUnitReport.xml(finished), to: junitPath, force: options.force)
      } catch {
        write("error: cannot write the JUnit report to '\(junitPath)': \(error)\n")
        return 2
      }
    }
    if finished.contains(where: { if case .invalid = $0.status { true } else { false } }) { return 2 }
    return finished.contains { $0.status == .failed } ? 1 : 0
  }

  /// Parses, replays, checks and (when asked) rewrites one file: what `run` does for each, and
  /// what StuntTesting does for the one file a test case holds.
  public func replay(_ path: String) async -> FileResult {
    await replay(path, loaded: SessionFiles.loadWithText(path))
  }

  func replay(_ path: String, loaded: Result<(text: String, document: SessionDocument), SessionParseError>) async -> FileResult {
    let clock = ContinuousClock()
    let start = clock.now
    let (text, document): (String, SessionDocument)
    switch loaded {
    case .failure(let error): return FileResult(path: path, status: .invalid(error))
    case .success(let loaded): (text, document) = loaded
    }
    if let reason = document.skipReason {
      return FileResult(path: path, status: .skipped(reason))
    }
    let folder = (path as NSString).deletingLastPathComponent
    let verdict: ReplayVerdict
    let job = ReplayJob(path: path, text: text, update: options.update, context: options.context)
    switch await replayer.run(job, in: folder.isEmpty ? "." : folder, timeout: document.timeout ?? options.timeout) {
    case .failure(let failure):
      return FileResult(
        path: path, status: .failed, failures: [Self.failure(failure, in: document)], duration: clock.now - start)
    case .success(let judged): verdict = judged
    }
    var failures = verdict.failures
    var rewritten = 0
    if let update = verdict.update {
      do {
        try AtomicFile.write(update.text, to: path, force: options.force)
        rewritten = update.rewritten
        failures = verdict.failuresAfterUpdate
      } catch {
        failures.append(FileFailure(
          line: 1, summary: "cannot rewrite the file: \(error)" + (error == .readOnly ? " (--force rewrites it)" : "")))
      }
    }
    return FileResult(
      path: path, status: failures.isEmpty ? .passed : .failed, failures: failures, rewritten: rewritten,
      duration: clock.now - start)
  }

  /// A replay that produced no verdict, at the command it was running when it was stopped.
  static func failure(_ failure: ReplayFailure, in document: SessionDocument) -> FileFailure {
    switch failure {
    case .matchingTimedOut(_, let line):
      let block = document.commands.first { $0.line == line }
      return FileFailure(line: line, summary: (block.map { "`\($0.command)` " } ?? "") + failure.description)
    case .timedOut(_, let finished), .workerFailed(_, let finished?):
      guard finished < document.commands.count else {
        return FileFailure(line: document.commands.last?.line ?? 1, summary: "the end of the session " + failure.description)
      }
      let block = document.commands[finished]
      return FileFailure(line: block.line, summary: "`\(block.command)` " + failure.description)
    case .workerFailed(_, nil):
      return FileFailure(line: 1, summary: failure.description)
    }
  }
}
