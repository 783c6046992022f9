import StuntKit

extension ModuleQuestions {
  /// The object doubles made so far, in the order they were made.
  package struct ObjectsList: ModuleQuestion {
    package static let method = "objects/list"
    package static let changesModule = false
    package struct Answer: Codable, Sendable { package var doubles: [ObjectDouble] }
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { Answer(doubles: module.environment.objects.doubles) }
    package func known(from snapshot: ModuleSnapshot) -> Answer? { snapshot.objects.map(Answer.init) }
  }

  /// The object a slot holds, or an object by its own name.
  package struct ObjectsName: ModuleQuestion {
    package static let method = "objects/name"
    package static let changesModule = false
    package struct Answer: Codable, Sendable { package var name: String? }
    package var word: String

    package func answer(by module: LoadedModule) -> Answer {
      let objects = module.environment.objects
      if let slot = module.slots[word] { return Answer(name: objects.object(in: slot.name)) }
      return Answer(name: objects.isName(word) ? word : nil)
    }
  }
}

extension ModuleSession {
  package var objectDoubles: [ObjectDouble] { get async throws(CommandError) { try await ask(ModuleQuestions.ObjectsList()).doubles } }

  /// The object a word names: a slot (the object it holds now) or an object by its own name.
  package func objectName(_ word: String) async throws(CommandError) -> String? {
    try await ask(ModuleQuestions.ObjectsName(word: word)).name
  }
}
