import ClubProfileModule
import ConcurrencyExtras
import CounterModule
import ProjectModule
import RouterModule
import StuntBackend
import StuntKit
import StuntSession
import Testing
import UpDownModule

@testable import StuntEngine

/// For every slot of every built-in module, each variant `use` offers is the variant whose
/// client then serves the module's calls: nothing falls back to another one. And once
/// unloaded, nothing of the instance stays alive (its objects hold its environment, so a
/// strong hold back from the environment would keep every unloaded module).
@MainActor
@Suite("Every offered variant is the one that runs")
struct OfferedVariantRunsTests {
  /// Commands that make the module call each slot, after `use`.
  static let exercises: [String: [String: [String]]] = [
    "counter": [
      "clock": ["send incrementButtonTapped"],
      "numberFact": ["send factButtonTapped"],
    ],
    "club-profile": [
      "clubService": [
        #"set clubProfileParam.name "그룹""#, #"set clubProfileParam.introduction "소개""#, "send completeButtonTapped",
      ],
      "rentService": ["send rentButtonTapped", "send rentAlertButtonTapped"],
    ],
    "router": [
      "interactor": ["send launch"],
      "viewController": ["send launch"],
      "loggedOutBuilder": ["send launch"],
      "loggedInBuilder": ["send launch", "send routeToLoggedInRIB"],
    ],
    "project": [
      "projectUseCase": [#"send create title="기획" deadline=2022-07-15"#],
      "projectRepository": [#"send create title="기획" deadline=2022-07-15"#],
      "networkRepository": ["send synchronizeNetworkData"],
      "historyRepository": [#"send createHistory editedType=edit title="기획""#],
      "persistentManager": [#"send create title="기획" deadline=2022-07-15"#],
      "networkManager": ["send synchronizeNetworkData"],
      "historyManager": [#"send createHistory editedType=edit title="기획""#],
      "date": [#"send createHistory editedType=edit title="기획""#],
      "uuid": [#"send create title="기획" deadline=2022-07-15"#],
    ],
    "updown": ["urlSession": ["send reset"]],
  ]

  static let modules: [ModuleEntry] = [.counter, .clubProfile, .router, .project, .updown]

  @Test(arguments: ["counter", "club-profile", "router", "project", "updown"])
  func eachVariantServes(_ moduleName: String) async throws {
    uncheckedUseMainSerialExecutor = true
    let backend = EmbeddedBackend()
    let entry = try #require(Self.modules.first { $0.name == moduleName })
    let exercises = try #require(Self.exercises[moduleName])
    #expect(Set(exercises.keys) == Set(entry.descriptor.slots.map(\.name)), "an exercise for every slot")
    for slot in entry.descriptor.slots {
      for variant in slot.variants {
        let sandbox = Sandbox(modules: Self.modules, backend: backend)
        _ = await sandbox.execute("load \(moduleName)")
        let use = await sandbox.execute("use \(slot.name) \(variant.name)")
        #expect(use.status != .rejected, "use \(slot.name) \(variant.name)")
        for command in exercises[slot.name] ?? [] { _ = await sandbox.execute(command) }
        let live = try #require(sandbox.loaded?.slots[slot.name])
        #expect(live.servedVariant == variant.name, "\(moduleName): use \(slot.name) \(variant.name)")
        weak var instance: (any ModuleInstance)?
        weak var environment: ModuleEnvironment?
        do {
          let loaded = try #require(sandbox.loaded as? LoadedModule)
          (instance, environment) = (loaded.instance, loaded.environment)
        }
        _ = await sandbox.execute("unload")
        #expect(instance == nil && environment == nil, "\(moduleName) with \(slot.name) \(variant.name) outlives unload")
      }
    }
    await backend.stop()
  }
}
