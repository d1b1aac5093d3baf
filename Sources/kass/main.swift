import Foundation
import KassTool

// The `kass` developer tool; everything lives in KassTool, the registry comes from the app.
let status = await KassToolMain.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: chaosBankDefectRegistry)
exit(status)
