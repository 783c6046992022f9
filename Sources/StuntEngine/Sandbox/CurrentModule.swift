import StuntKit

/// The loaded module and what the sandbox keeps about it: the context it was loaded in, its
/// bookkeeping (a new one with each instance), the commands that made it what it is, and where
/// a restore of it stands (`ModuleRestorer`).
@MainActor
struct CurrentModule {
  private(set) var session: (any ModuleSession)?
  /// The dependency context the module was loaded in: a restore opens it in the same.
  var context = DependencyContext.live
  /// What the engine keeps about the loaded instance; a new one with each instance loaded.
  var bookkeeping = InstanceBookkeeping(lastShownState: .tuple([]))
  /// The commands that made the loaded module what it is: those that ran against it since its
  /// `load` (`reset` included, which keeps the slots), typed or read by `run`, in order. What a
  /// restore runs again.
  var commandsSinceLoad: [TranscriptEntry] = []
  /// Whether the loaded module was restored a moment ago, or failed again at once.
  var restoreStage = ModuleRestorer.Stage.settled

  /// `module` is the loaded one, with `bookkeeping` of its own.
  mutating func hold(_ module: any ModuleSession, _ bookkeeping: InstanceBookkeeping) {
    session = module
    self.bookkeeping = bookkeeping
  }

  /// No module is loaded; returns the one that was.
  mutating func drop() -> (any ModuleSession)? {
    defer {
      session = nil
      restoreStage = .settled
    }
    return session
  }
}
