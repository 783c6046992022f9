import StuntKit

/// One step of `verify order` as typed: its method, then, as `verify` takes them, its count
/// (exactly 1 when left out, as Mockito's `inOrder.verify(f)`) and its `name=value` arguments.
struct OrderedStep {
  var method: Token
  var written: CallCount?
  var arguments: [Token] = []

  var count: CallCount { written ?? .exactly(1) }

  /// The words after `verify order`, step by step: a word that is not `name=value` starts the
  /// next step, unless it is the count right after a step's method (`2`, `never`, `atLeast 1`).
  static func read(_ words: [Token], usage: String) throws(CommandError) -> [OrderedStep] {
    var rest = words
    var steps: [OrderedStep] = []
    while let word = rest.first {
      if word.option == nil, !CallCount.begins(with: word) {
        steps.append(OrderedStep(method: word))
        rest.removeFirst()
        continue
      }
      guard let step = steps.last else {
        throw CommandError("'\(word.typed)' names no step — a step is <slot>.<method>, then its count and name=value arguments")
      }
      if word.option != nil {
        steps[steps.count - 1].arguments.append(word)
        rest.removeFirst()
        continue
      }
      guard step.written == nil, step.arguments.isEmpty else {
        throw CommandError(
          "'\(word.typed)' is not where a count goes — a step's count comes once, right after its method: \(step.method.typed) 2 name=value")
      }
      steps[steps.count - 1].written = try CallCount.read(&rest, usage: usage)
    }
    return steps
  }

  /// For a step that found more calls than it takes: how to say "at least", which is what
  /// `verify order` checked before it counted as Mockito does.
  static func leniencyHint(_ violation: CallOrderViolation) -> String? {
    let step = violation.steps[violation.failedStep]
    guard case .calledTimes(let made) = violation.reason, case .exactly(let wanted) = step.count, wanted > 0, made > wanted else {
      return nil
    }
    let lenient = [step.double + "." + step.method, CallCount.atLeast(wanted).typed] + step.arguments.map(\.typed)
    return "a step counts every matching call after the step before, as Mockito's inOrder does; "
      + "to allow more: \(lenient.joined(separator: " "))"
  }
}
