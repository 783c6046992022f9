/// How an action reads in a transcript: `timerTick`, `factResponse("0 is a good number.")`.
///
/// Payloads print as a user would type them back, so a received action can be copied into
/// `send`.
public func actionDescription(_ action: Any) -> String {
  let mirror = Mirror(reflecting: action)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first else {
    return String(describing: action)
  }
  let name = payload.label ?? String(describing: action)
  let values = Mirror(reflecting: payload.value)
  let arguments: [String]
  if values.displayStyle == .tuple {
    arguments = values.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label.map { $0 + ": " } ?? "") + Value(reflecting: child.value).description
    }
  } else {
    arguments = [Value(reflecting: payload.value).description]
  }
  return name + "(" + arguments.joined(separator: ", ") + ")"
}
