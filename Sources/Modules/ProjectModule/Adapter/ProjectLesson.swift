import StuntKit

/// `explain state-vs-behaviour`: the seed's point, and Fowler's trade-off, in the module's terms.
enum ProjectLesson {
  static let topic = ExplainTopic("state-vs-behaviour", [
    "state-vs-behaviour: seed 004 tests DefaultProjectUseCase twice.",
    "State verification (ProjectUsecaseTestsWithStub): the real repositories stay, the managers below",
    "them are stubs, and the test checks the board the use case left. Every type down the chain needs",
    "a double: use persistentManager stub, use networkManager stub, use historyManager stub.",
    "Behaviour verification (ProjectUsecaseTestsWithMock): the repositories are mocks, and the test",
    "checks the calls the use case made: use projectRepository mock, then calls or verify. The chain is",
    "cut at the first seam; deps marks the managers below a mock unused.",
    "The trade-off (Fowler, \"Mocks Aren't Stubs\"): use projectUseCase batching, a refactoring that",
    "keeps the board the same but writes it with replace, breaks the mock test, not the stub test; use",
    "projectRepository forgetful, a repository whose update never sends the board, breaks the stub test",
    "and passes the mock test, which never runs the repository. Samples/project/ shows both.",
  ])
}
