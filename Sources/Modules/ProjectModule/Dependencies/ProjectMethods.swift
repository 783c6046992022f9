import Foundation
import OpenCombine
import StuntKit

/// How the seed's hand-written doubles record their arguments (as the generated ones do: a
/// project as `state` prints it, an id as its string) and answer the board `stub` programmed.
enum ProjectMethods {
  static func argument(_ projectEntity: ProjectEntity) -> CallLog.Argument {
    CallLog.Argument("projectEntity", Value(reflecting: projectEntity))
  }

  static func argument(_ projectEntityID: UUID?) -> CallLog.Argument {
    CallLog.Argument("projectEntityID", Value(reflecting: projectEntityID as Any))
  }

  static func argument(_ historyEntity: HistoryEntity) -> CallLog.Argument {
    CallLog.Argument("historyEntity", Value(reflecting: historyEntity))
  }

  static func argument(_ projectEntities: [ProjectEntity]) -> CallLog.Argument {
    CallLog.Argument("projectEntities", Value(reflecting: projectEntities))
  }

  /// What `stub <slot>.<method> returns [...]` programmed, decoded; nil when nothing was.
  static func programmedBoard(_ answers: StubAnswers?, _ method: some MethodName) -> [ProjectEntity]? {
    guard case .returns(let value)? = answers?.answer(for: method.rawValue) else { return nil }
    return try? value.decode([ProjectEntity].self)
  }

  /// A mock's relay, carrying the board `stub <slot>.<method> returns [...]` programmed: sent
  /// once when it changes, so the screen is told as it would be by a real repository.
  @MainActor
  static func relay(
    _ relay: CurrentValueSubject<[ProjectEntity], Never>, carrying answers: StubAnswers?, for method: some MethodName
  ) -> CurrentValueSubject<[ProjectEntity], Never> {
    if let board = programmedBoard(answers, method), board != relay.value {
      relay.send(board)
    }
    return relay
  }
}

/// A relay is stubbed with the board it carries (`stub projectUseCase.read returns [...]`).
extension CurrentValueSubject: @retroactive Decodable where Output: Decodable, Failure == Never {
  public convenience init(from decoder: any Decoder) throws {
    self.init(try Output(from: decoder))
  }
}

extension CurrentValueSubject: DefaultAnswer where Output: DefaultAnswer, Failure == Never {
  public static var defaultAnswer: CurrentValueSubject<Output, Failure> { .init(.defaultAnswer) }
}
