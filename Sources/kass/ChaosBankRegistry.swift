import ChaosBank
import Foundation
import KassTool

/// The defect registry `kass mutants` checks and runs: ChaosBank's catalogue, linked in.
func chaosBankDefectRegistry() -> DefectRegistry {
    let defects = ChaosDefectCatalog.all.map {
        Defect(id: $0.id, group: $0.group.rawValue, severity: $0.severity.rawValue, summary: $0.summary)
    }
    do {
        return try DefectRegistry(defects)
    } catch {
        FileHandle.standardError.write(Data("error: ChaosBank's defect registry is unusable: \(error)\n".utf8))
        exit(1)
    }
}
