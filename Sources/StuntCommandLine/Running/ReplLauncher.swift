import ConcurrencyExtras
import Foundation
import StuntEngine
import StuntKit
import StuntSession
import StuntTerminal

/// Builds the sandbox and the line reader that fit the terminal, and runs the REPL.
@MainActor
enum ReplLauncher {
  static func start(
    echo: Bool, settle: String?, resume: Bool, plugins: PluginChoice, learning: LearnOptions? = nil,
    firstCommand: String? = nil, coursePlugins: Bool = false, context: DependencyContext = .live,
    typedFirst: String? = nil
  ) async -> Int32 {
    // What a module prints goes to standard error: standard output is the session's.
    OutputChannel.claim()
    var settings = SandboxSettings()
    settings.context = context
    settings.invocation = StuntTool.current.name
    let environment = ProcessInfo.processInfo.environment
    guard let language = LearnOptions.language(learning?.lang, environment: environment) else {
      ErrorLine.write("--lang takes one of: \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
      return 2
    }
    settings.language = language
    if let settle {
      guard let duration = DurationText.parse(settle) else {
        ErrorLine.write("--settle takes a duration such as 2s or 500ms")
        return 2
      }
      settings.settleTime = duration
    }
    let journals = SessionJournal.folder()
    settings.previousSession = { journals.flatMap(SessionJournal.previous(in:)) }
    let editor = isatty(STDIN_FILENO) == 1 ? EditLineReader(historyFile: HistoryFile.standard()) : nil
    // Looked for when `learn` first asks: the plain REPL reads no course at its start.
    let courseFolder = { LearnOptions.courseFolder(learning?.course, environment: environment) }
    // `stunt learn`: a lesson may load a plugin's module, which the course's `.stunt-plugins`
    // names (the plain REPL starts no plugin it was not asked for).
    let session = await SessionModules(
      plugins, isolated: plugins.isolatesBuiltIns(),
      alsoFrom: coursePlugins ? try? courseFolder().get() : nil)
    let sandbox = Sandbox(modules: session.modules, settings: settings, backend: StuntTool.current.makeBackend())
    sandbox.catalog.leftOutPlugins = session.problems
    sandbox.learning.courseSource = { courseFolder().flatMap(Course.load) }
    sandbox.learning.progress = LearnProgress(path: LearnProgress.standardPath(environment: environment))
    var reader: any LineReader = PlainLineReader()
    var interactive = false
    var journal: SessionJournal?
    if let editor {
      reader = editor
      interactive = true
      if let problem = editor.historyProblem {
        ErrorLine.write("\(problem)")
      }
      // Kept as it runs, as history is: only what a user types at a terminal.
      journal = journals.flatMap { SessionJournal.start(in: $0, directives: sandbox.startingDirectives) }
      sandbox.onEachCommand { [journal] command, report in journal?.record(command: command, report: report) }
    }
    let colorizer = echo ? Colorizer(isEnabled: false) : Colorizer.forStandardOutput()
    // Every task runs on the main serial executor, so effects interleave the same way on
    // every run and replays print the same thing.
    var status: Int32 = 0
    let repl = Repl(
      sandbox: sandbox, reader: reader, echo: echo, colorizer: colorizer, interruptible: interactive,
      width: echo ? { nil } : Repl.terminalWidth, journal: journal)
    await MainSerialExecutor.run {
      // The out-of-process built-ins start while the user types: after the first prompt is
      // drawn, so that it comes no later than it would without them.
      if interactive, let catalog = session.catalog {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { MainActor.assumeIsolated { catalog.warmUp() } }
      }
      // A newcomer at a terminal is told where to start; a pipe or a transcript is not.
      if interactive, !resume, firstCommand == nil, typedFirst == nil { repl.present(CommandReport(lines: [Self.welcome(language)])) }
      if resume { repl.present(await sandbox.resumePreviousSession()) }
      if let firstCommand { repl.present(await sandbox.execute(firstCommand)) }
      if let typedFirst { await repl.type(typedFirst) }
      status = await repl.run()
    }
    await session.catalog?.stop()
    // At a terminal the user saw each error and FAIL as it came: leaving is not a failure, as
    // leaving a shell or Python is not. A script's status says how it went (0, 1 or 2).
    return interactive ? 0 : status
  }

  /// Names the tool's first module (`counter` in Stunt itself, a user's type in a sandbox).
  static func welcome(_ language: Language) -> String {
    let module = StuntTool.current.modules.first?.name ?? "counter"
    return LocalizedText(
      en: "Stunt, a sandbox for test doubles: `load \(module)` starts, `help` lists the commands, `learn` plays the workshop.",
      ko: "Stunt, 테스트 더블 샌드박스: `load \(module)`로 시작하고, `help`는 명령 목록, `learn`은 워크숍입니다."
    )(language)
  }
}
