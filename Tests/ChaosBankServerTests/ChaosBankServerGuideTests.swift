import ChaosBankServer
import Foundation
import XCTest

/// Guide/ChaosBankServer.md lists exactly the server's routes, so the page cannot drift from the code.
final class ChaosBankServerGuideTests: XCTestCase {
    func test_guideRouteTable_listsEveryRouteOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Guide/ChaosBankServer.md"), encoding: .utf8)
        let documented = page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let route = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            return route.contains(" /v1/") ? route : nil
        }
        XCTAssertEqual(documented, ChaosBankServer.routeList)
    }
}
