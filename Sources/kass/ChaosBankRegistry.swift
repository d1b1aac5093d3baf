import Foundation
import KassTool

/// The defect registry `kass mutants` checks and runs. Until the ChaosBank library is linked, it is
/// read from `ReferenceSuite/defects.json` (an array of {"id", "group", "severity", "summary"}).
func chaosBankDefectRegistry() -> DefectRegistry {
    let path = "ReferenceSuite/defects.json"
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: no defect registry: \(path) was not found in \(FileManager.default.currentDirectoryPath). Run kass from the package directory, or write the registry there.\n".utf8))
        exit(1)
    }
    do {
        return try DefectRegistry(jsonData: data)
    } catch {
        FileHandle.standardError.write(Data("error: \(path): \(error)\n".utf8))
        exit(1)
    }
}
