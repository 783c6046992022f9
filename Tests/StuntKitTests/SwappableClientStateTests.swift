import StuntKit
import Testing

/// A system under test keeps the swappable clients a module hands it (`(network: NetworkService,
/// logger: Logger)`): the state shows each as the slot it follows, not the live slot behind it.
@MainActor
@Suite("A swappable client in a state")
struct SwappableClientStateTests {
  @Test func printsAsItsSlotWhateverIsSwappedIn() throws {
    let interactor = Slot<any RoutedInteractor>(
      "interactor", summary: "the root interactor", methods: RoutedInteractorDoubles.methods, variants: RoutedInteractorDoubles.variants())
    let projects = Slot<any ProjectRepository>(
      "projects", summary: "where projects are kept", methods: ProjectRepositoryDoubles.methods,
      variants: ProjectRepositoryDoubles.variants())
    let environment = ModuleEnvironment(slots: DependencySlots([interactor.descriptor, projects.descriptor]))
    let dependencies: (interactor: any RoutedInteractor, projects: any ProjectRepository) = (
      RoutedInteractorDoubles.Swappable(dependency: environment.dependency(interactor)),
      ProjectRepositoryDoubles.Swappable(dependency: environment.dependency(projects))
    )
    let printed = "(\n  interactor: (slot interactor),\n  projects: (slot projects)\n)"
    #expect(StateDump.text(StateNode(reflecting: dependencies)) == printed)
    try environment.slots["interactor"]?.use("spy")
    _ = dependencies.interactor.isActive
    #expect(StateDump.text(StateNode(reflecting: dependencies)) == printed)
  }
}
