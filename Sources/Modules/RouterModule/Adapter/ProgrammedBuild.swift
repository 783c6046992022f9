import StuntKit

/// A builder double whose `build` answers through mockolo's `buildHandler`: the seed's mocks,
/// and the logged-in builder's spy once stubbed.
@MainActor
protocol BuildHandling<Listener, Routing>: AnyObject {
  associatedtype Listener
  associatedtype Routing
  var buildHandler: ((Listener) -> Routing)? { get set }
}

/// A builder slot whose doubles' `buildHandler` is what `stub <slot>.build returns <answer>`
/// programs: made once per answer, so the same answer keeps the same handler and the same
/// returned object, as the seed's test returns its one `loggedInRouter` from every build; nil
/// while unprogrammed.
@MainActor
final class ProgrammedBuild<Client, Listener, Routing> {
  typealias Handler = (Listener) -> Routing
  private let dependency: LiveSlot<Client>
  private let method: String
  /// The handler the answer names (`LoggedInRoutingMock`), and how `state` shows it.
  private let make: (String) -> (handler: Handler, description: String)?
  private var made: (answer: String, handler: Handler, description: String)?

  init(
    _ dependency: LiveSlot<Client>, method: some MethodName,
    make: @escaping (String) -> (handler: Handler, description: String)?
  ) {
    self.dependency = dependency
    self.method = method.rawValue
    self.make = make
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.current }
  }

  /// The slot's builder now, its doubles' handler following the programmed answer.
  var current: Client {
    let builder = dependency.current
    install(in: dependency.madeClients)
    return builder
  }

  /// The programmed answer by the name it gives, however it was typed (`LoggedInRoutingMock`,
  /// `.LoggedInRoutingMock`); nil when nothing was programmed.
  private var answer: String? {
    guard case .returns(let value)? = dependency.answers.answer(for: method) else { return nil }
    return value.text ?? value.description
  }

  var handler: (handler: Handler, description: String)? {
    guard let answer else {
      made = nil
      return nil
    }
    if made?.answer != answer { made = make(answer).map { (answer, $0.handler, $0.description) } }
    return made.map { ($0.handler, $0.description) }
  }

  /// `returns LoggedInRoutingMock#1`, `builds a LoggedInRouter each time`, `nil`
  var description: String { handler?.description ?? "nil" }

  /// Gives the slot's builder doubles the handler; made only once one of them exists, so the
  /// objects an answer makes are numbered when a double will return them.
  private func install(in clients: [Client]) {
    let doubles = clients.compactMap { $0 as? any BuildHandling<Listener, Routing> }
    guard !doubles.isEmpty else { return }
    let handler = handler?.handler
    for double in doubles { double.buildHandler = handler }
  }
}
