// Kass: the screen-object DSL for UI tests, on the Hammer engine.
//
// Importing Kass gives a test everything it writes against: Hammer (EventGenerator,
// AccessibilityQuery) and HeadlessUI's UIKit-shaped names.
//
// Platform: Kass runs on HeadlessUI only (Linux and macOS hosts). It waits on the runtime's clock,
// run loop and idle reports, types on its software keyboard, reads its animator, runtime issues and
// main-thread stalls: none of which UIKit exposes. So Kass has no UIKit branch (no
// `#if canImport(UIKit)`); the only conditional compilation left is which test framework records
// failures (Swift Testing when it can be imported, XCTest's Darwin or corelibs API).
@_exported import Hammer
