import BuiltInModules
import ConcurrencyExtras
import StuntBackend
import StuntKit
import StuntSession
import Testing

@testable import StuntEngine
import StuntTesting

/// For every slot of every built-in module (the registry's list: a module added there is
/// checked here, with the exercises its slots declare), each variant `use` offers is the
/// variant whose client then serves the module's calls: nothing falls back to another one.
/// And once unloaded, nothing of the instance stays alive (its objects hold its environment,
/// so a strong hold back from the environment would keep every unloaded module).
@MainActor
@Suite("Every offered variant is the one that runs", .mainSerialExecutor)
struct OfferedVariantRunsTests {
  /// `send` of each input users send (not those effects feed back), with example arguments.
  static func everyInput(of descriptor: ModuleDescriptor) -> [String] {
    descriptor.inputs.filter { !$0.isFedBackByEffects }.map { input in
      (["send", input.name] + input.parameters.map { "\($0.name)=\($0.type.example)" }).joined(separator: " ")
    }
  }

  /// The commands that make the module call `slot` once `use` chose a variant: those the slot
  /// declares (`Slot`'s `exercisedBy`), else every input its module takes.
  static func exercises(of slot: SlotDescriptor, in descriptor: ModuleDescriptor) -> [String] {
    slot.exercises.isEmpty ? everyInput(of: descriptor) : slot.exercises
  }

  /// A slot's exercises are commands the sandbox takes as written, naming what its module
  /// declares, so a renamed input or field cannot leave them testing nothing.
  @Test func everyDeclaredExerciseIsACommandOfItsModule() throws {
    for entry in BuiltInModules.ModuleRegistry.all {
      for slot in entry.descriptor.slots {
        for command in slot.exercises {
          let tokens = try Lexer.split(command)
          let verb = try #require(tokens.first.flatMap { Commands.named($0.text) }, "\(entry.name): \(slot.name): \(command)")
          _ = try ArgumentMatcher.match(Array(tokens.dropFirst()), verb.configuration)
          let named = tokens.dropFirst().first?.text ?? ""
          let declared = entry.descriptor.inputs.map(\.name) + entry.descriptor.fields.map(\.name)
          #expect(declared.contains(named), "\(entry.name): \(slot.name)'s exercise `\(command)` names no input or field")
        }
      }
    }
  }

  @Test func eachVariantServes() async throws {
    for entry in BuiltInModules.ModuleRegistry.all {
      try await eachVariantServes(entry)
    }
  }

  func eachVariantServes(_ entry: ModuleEntry) async throws {
    let backend = EmbeddedBackend()
    let moduleName = entry.name
    for slot in entry.descriptor.slots {
      for variant in slot.variants {
        let sandbox = Sandbox(modules: BuiltInModules.ModuleRegistry.all, backend: backend)
        _ = await sandbox.execute("load \(moduleName)")
        let use = await sandbox.execute("use \(slot.name) \(variant.name)")
        #expect(use.status != .rejected, "use \(slot.name) \(variant.name)")
        for command in Self.exercises(of: slot, in: entry.descriptor) { _ = await sandbox.execute(command) }
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
