import StuntPlugin
import WarehouseModule

// The whole plugin: Stunt loads `warehouse` from this executable as it loads a built-in.
await StuntPlugin.serve([WarehouseModule.self])
