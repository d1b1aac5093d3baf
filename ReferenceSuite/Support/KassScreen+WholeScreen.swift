import Kass

/// Whole-screen checks: a screen object lists everything a user reads on its screen (identifier →
/// the text, which is also what VoiceOver reads) and every control that must take a tap, and a test
/// checks them all in one `verifyAll`, so one run reports every mismatch, not only the first.
extension KassScreen {
    /// Checks that each identified element reads exactly its label (a label's text, a button's
    /// title, a switch's or a field's accessibility label, a cell's combined label).
    func assertLabels(_ labels: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line) {
        for (identifier, label) in labels {
            element(identifier).assertLabel(label, file: file, line: line)
        }
    }

    /// Checks that each identified control is enabled and hittable: a tap on it would reach it (no
    /// view, even a transparent one, lies over it).
    func assertTappable(_ identifiers: [String], file: StaticString = #filePath, line: UInt = #line) {
        for identifier in identifiers {
            let control = element(identifier)
            control.assertEnabled(file: file, line: line)
            control.assertHittable(file: file, line: line)
        }
    }
}

extension KassScreen {
    /// Whether the first element identified `identifier` on screen now shows as selected (nil when it
    /// is not there).
    func isSelected(_ identifier: String) -> Bool? {
        session.generator?.takeSnapshot().nodes.first { $0.identifier == identifier }?.isSelected
    }

    /// Whether the software keyboard is up (its Done bar, one of `doneButtons`, is there). Controls
    /// under the keyboard cannot take a tap then, so whole-screen checks leave their tappability out.
    func isKeyboardUp(_ doneButtons: [String]) -> Bool {
        doneButtons.contains { button($0).exists }
    }
}
