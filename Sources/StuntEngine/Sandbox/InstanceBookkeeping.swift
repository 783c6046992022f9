import StuntKit

/// What the engine keeps about the loaded instance beside the module's own answers: its
/// TestStore (the actions fed back that `receive` may assert), the state and alert as last printed, and the calls a
/// `verify` checked. The sandbox starts a new one with every instance it loads, so a module
/// (built in or a plugin's) only answers questions.
struct InstanceBookkeeping {
  let testStore = TestStore()
  /// The state and alert as of the last thing printed, so changes made while nobody was
  /// looking (a real clock's tick, a slow response) can be shown from there.
  var lastShownState: StateNode
  var lastShownAlert: AlertSnapshot?
  var verifiedCalls = VerifiedCalls()
}
