import Foundation
import KassTool

// The `kass` developer tool; everything lives in KassTool. It links no app: `kass mutants` reads the
// project's suite, defects file and launch variable from `.kass-mutants.json` or its flags.
let status = await KassToolMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
