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
    let type = system.type.name
    var sentences: [String] = []
    sentences.append(
      system.slots.isEmpty
        ? "\(type) takes no dependency the sandbox could make a slot of; its inputs are its methods."
        : "Its slots are the dependencies \(type) is given, its inputs are its methods.")
    if let slot = system.slots.first {
      sentences.append("Swap a slot with `use \(slot.name) stub` and program that double with `stub`.")
    }
    if let input = system.inputs.first {
      sentences.append("Call \(type) with `send \(input.name)" + (input.method.parameters.isEmpty ? "`" : " ...`") + ".")
    }
    sentences.append("Check with `expect`, `calls` and `verify`, and `save` your own sessions beside this one: `\(replayCommand)` replays them all.")
    let prose = Comment.wrapped("\(type) in Stunt's sandbox, as `\(command)` made it. " + sentences.joined(separator: " "), prefix: "")
    return """
      \(prose)

        > load \(system.moduleName)
        > deps
        > inputs

      """
  }
}
