import Foundation
import HeadlessUI

/// Records a text field's delegate calls by name, with switches to refuse each question.
@MainActor
final class TextFieldRecorder: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsClear = true
    var allowsReturn = true
    var changes: [(NSRange, String)] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange")
        changes.append((range, string))
        return allowsChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return allowsReturn }
}
