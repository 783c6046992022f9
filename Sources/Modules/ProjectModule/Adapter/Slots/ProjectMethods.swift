import Foundation
import OpenCombine
import StuntKit

/// The types the hand-written doubles' methods speak, as `stub`, `calls` and `mock` check them,
/// and how their arguments are recorded: a project as `state` prints it, an id as its string.
enum ProjectMethods {
  static let projectEntity = ParameterDescriptor("projectEntity", .structured(typeName: "ProjectEntity"))
  static let projectEntityID = ParameterDescriptor("projectEntityID", .string)
  static let board = ValueType.structured(typeName: "[ProjectEntity]")

  /// `read(projectEntityID:)` beside `read()`: mockolo's name for the overload (it appends the
  /// argument label), since `calls` and `stub` name a method by one word.
  static let readProjectEntityID = "readProjectEntityID"

  static func argument(_ projectEntity: ProjectEntity) -> CallLog.Argument {
    CallLog.Argument(self.projectEntity.name, Value(reflecting: projectEntity))
  }

  static func argument(_ projectEntityID: UUID?) -> CallLog.Argument {
    CallLog.Argument(self.projectEntityID.name, projectEntityID.map { .string($0.uuidString) } ?? .null)
  }

  static func argument(_ historyEntity: HistoryEntity) -> CallLog.Argument {
    CallLog.Argument("historyEntity", Value(reflecting: historyEntity))
  }

  static func argument(_ projectEntities: [ProjectEntity]) -> CallLog.Argument {
    CallLog.Argument("projectEntities", Value(reflecting: projectEntities))
  }

  /// Refuses, when programmed, an answer that is not a board.
  static let validatesBoard: @Sendable (Value) -> String? = { value in
    (try? value.decode([ProjectEntity].self)) == nil
      ? #"returns [ProjectEntity], e.g. [{"id": "00000000-0000-0000-0000-000000000001", "title": "기획", "deadline": "2022-07-15"}]"#
      : nil
  }

  /// What `stub <slot>.<method> returns [...]` programmed, decoded; nil when nothing was.
  static func programmedBoard(_ answers: StubAnswers?, _ method: String) -> [ProjectEntity]? {
    guard case .returns(let value)? = answers?.answer(for: method) else { return nil }
    return try? value.decode([ProjectEntity].self)
  }

  /// A mock's relay, carrying the board `stub <slot>.<method> returns [...]` programmed: sent
  /// once when it changes, so the screen is told as it would be by a real repository.
  @MainActor
  static func relay(
    _ relay: CurrentValueSubject<[ProjectEntity], Never>, carrying answers: StubAnswers?, for method: String
  ) -> CurrentValueSubject<[ProjectEntity], Never> {
    if let board = programmedBoard(answers, method), board != relay.value {
      relay.send(board)
    }
    return relay
  }
}
