// Kass: the screen-object DSL for UI tests, on the Hammer engine.
//
// Importing Kass gives a test everything it writes against: Hammer (EventGenerator,
// AccessibilityQuery) and the UI framework (UIKit on Apple platforms, HeadlessUI elsewhere).
@_exported import Hammer
