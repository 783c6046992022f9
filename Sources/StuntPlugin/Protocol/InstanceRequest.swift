import StuntEngine

/// A question the engine asks a loaded module (`ModuleQuestion`), as a request about one of the
/// plugin's instances: the question's parameters with the instance's number beside them, in one
/// object, under the question's own name. The server answers it with that instance, as the host
/// would in process.
struct InstanceRequest<Question: ModuleQuestion>: PluginRequest {
  typealias Answer = Question.Answer
  static var method: String { Question.method }
  static var isLaterAddition: Bool { Question.isLaterAddition }
  var instance: Int
  var question: Question

  init(instance: Int, question: Question) {
    self.instance = instance
    self.question = question
  }

  private enum Key: String, CodingKey { case instance }

  init(from decoder: any Decoder) throws {
    instance = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .instance)
    question = try Question(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try question.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(instance, forKey: .instance)
  }

  @MainActor func answer(on server: PluginServer) async throws(CommandError) -> Answer {
    try await question.answer(by: server.instance(instance))
  }
}

/// What the plugin server's table lists for one question: the request about an instance.
protocol AboutAnInstance {
  static var questionType: any ModuleQuestion.Type { get }
}

extension InstanceRequest: AboutAnInstance {
  static var questionType: any ModuleQuestion.Type { Question.self }
}
