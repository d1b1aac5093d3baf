import XCTest
@testable import KassTool
