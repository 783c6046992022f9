/// The sandbox's first session: it loads the module and lists its slots and inputs, so the
/// user starts from a passing test. `stunt sandbox` writes the commands, and once the sandbox is
/// built, replays it with `--update missing`, which writes what they print.
public struct FirstSession {
  let system: SystemUnderTest
  let command: String
  /// How the sandbox's sessions are replayed from the package's folder.
  let replayCommand: String

  /// Within the sandbox's folder: `Sessions/greeter.session`.
  public static func path(ofType type: String) -> String {
    "Sessions/" + ModuleNaming.loadName(ofType: type) + ".session"
  }


  var text: String {
    let slot = system.slots.first
    let example = slot.map { "`use \($0.name) stub`, " } ?? ""
    let input = system.inputs.first.map { "`send \($0.name)" + ($0.method.parameters.isEmpty ? "`" : " ...`") } ?? "`send`"
    return """
      \(system.type.name) in Stunt's sandbox, as `\(command)` made it: its slots are the dependencies
      \(system.type.name) is given, its inputs are its methods. Swap a slot with \(example)program a
      double with `stub`, call with \(input), check with `expect`, `calls` and `verify`, and `save`
      your own sessions beside this one: `\(replayCommand)` replays them all.

        > load \(system.moduleName)
        > deps
        > inputs

      """
  }
}
