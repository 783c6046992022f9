import StuntTesting
import Testing
import WarehouseModule

// Every session of Sessions/ as a test case of `swift test`, replayed with the plugin's module.
@Test(arguments: SessionFile.all(under: "Sessions"))
func replays(_ session: SessionFile) async {
  await session.replay(modules: [WarehouseModule.self])
}
