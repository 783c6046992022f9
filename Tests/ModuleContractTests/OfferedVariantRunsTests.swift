import BuiltInModules
import ConcurrencyExtras
import StuntBackend
import StuntKit
import StuntSession
import Testing

@testable import StuntEngine

/// For every slot of every built-in module (the registry's list: a module added there is
/// checked here), each variant `use` offers is the variant whose client then serves the
/// module's calls: nothing falls back to another one. And once
/// unloaded, nothing of the instance stays alive (its objects hold its environment, so a
/// strong hold back from the environment would keep every unloaded module).
@MainActor
@Suite("Every offered variant is the one that runs")
struct OfferedVariantRunsTests {
  /// Commands that make the module call each slot, after `use`. A slot not listed is exercised
  /// by sending every input its module takes (`everyInput`).
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

  /// `send` of each input users send (not those effects feed back), with example arguments.
  static func everyInput(of descriptor: ModuleDescriptor) -> [String] {
    descriptor.inputs.filter { !$0.isFedBackByEffects }.map { input in
      (["send", input.name] + input.parameters.map { "\($0.name)=\($0.type.example)" }).joined(separator: " ")
    }
  }

  @Test func everyModuleOfTheRegistryIsChecked() {
    let names = Set(ModuleRegistry.all.map(\.name))
    #expect(Set(Self.exercises.keys).isSubset(of: names), "exercises for a module the registry does not list")
  }

  @Test func eachVariantServes() async throws {
    for entry in ModuleRegistry.all {
      try await eachVariantServes(entry)
    }
  }

  func eachVariantServes(_ entry: ModuleEntry) async throws {
    uncheckedUseMainSerialExecutor = true
    let backend = EmbeddedBackend()
    let moduleName = entry.name
    let exercises = Self.exercises[moduleName] ?? [:]
    #expect(Set(exercises.keys).isSubset(of: entry.descriptor.slots.map(\.name)), "\(moduleName): exercises for slots it has")
    for slot in entry.descriptor.slots {
      for variant in slot.variants {
        let sandbox = Sandbox(modules: ModuleRegistry.all, backend: backend)
        _ = await sandbox.execute("load \(moduleName)")
        let use = await sandbox.execute("use \(slot.name) \(variant.name)")
        #expect(use.status != .rejected, "use \(slot.name) \(variant.name)")
        for command in exercises[slot.name] ?? Self.everyInput(of: entry.descriptor) { _ = await sandbox.execute(command) }
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
