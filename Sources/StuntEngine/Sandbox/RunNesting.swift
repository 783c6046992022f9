/// The `run` commands reading files right now, and what the outermost may still run.
struct RunNesting {
  /// How many `run` commands are reading files right now.
  var depth = 0
  /// Commands the outermost `run` may still run (`RunCommand.mostCommands` at its start).
  var commandsLeft = 0
}
