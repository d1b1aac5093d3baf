import Foundation

extension UITextView {
    /// A user edit: `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChange`.
    @discardableResult
    func userReplace(_ range: Range<Int>, with replacement: String) -> Bool {
        guard isEditable, !(range.isEmpty && replacement.isEmpty) else { return false }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: nsRange, replacementText: replacement) {
            return false
        }
        document.replace(range, with: replacement)
        textLayoutDidChange()
        revealCaret()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// Changes the selection and tells the delegate when it moved. A user's change (`revealsCaret`)
    /// also scrolls the caret into view; the app's (`selectedTextRange`) does not, as in UIKit.
    func changeSelection(revealsCaret: Bool = true, _ change: (inout TextDocument) -> Void) {
        let old = document.selection
        change(&document)
        guard document.selection != old else { return }
        if revealsCaret { revealCaret() }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Selects all the text.
    public func selectAll(_ sender: Any?) {
        changeSelection { $0.select(0..<$0.length) }
    }

    /// Performs an editing key command.
    func perform(_ command: TextEditingCommand) {
        switch command {
        case .move(let forward, let granularity, let extending):
            move(forward: forward, by: granularity, extending: extending)
        case .moveVertically(let down, let extending):
            let geometry = textGeometry
            let from = extending ? document.caret : (down ? document.selection.upperBound : document.selection.lowerBound)
            let cluster = geometry.verticalNeighbour(ofCluster: document.boundaryIndex(atOrBefore: from), down: down)
            moveCaret(to: document.boundaries[cluster], extending: extending)
        case .selectAll:
            selectAll(nil)
        case .deleteForward:
            userReplace(document.deleteForwardRange, with: "")
        case .deleteWordBackward:
            userReplace(document.deleteWordBackwardRange, with: "")
        case .focusNext(let backward):
            TextInputFocusOrder.moveFocus(from: self, backward: backward)
        }
    }

    private func move(forward: Bool, by granularity: TextEditingCommand.Granularity, extending: Bool) {
        let selection = document.selection
        if !extending, !selection.isEmpty, granularity == .character {
            changeSelection { $0.placeCaret(at: forward ? selection.upperBound : selection.lowerBound) }
            return
        }
        let from = extending ? document.caret : (forward ? selection.upperBound : selection.lowerBound)
        let target: Int
        switch granularity {
        case .character: target = forward ? document.nextBoundary(from) : document.previousBoundary(from)
        case .word: target = forward ? document.nextWordEnd(from) : document.previousWordStart(from)
        case .line:
            let bounds = textGeometry.lineBounds(ofCluster: document.boundaryIndex(atOrBefore: from))
            target = document.boundaries[forward ? bounds.upperBound : bounds.lowerBound]
        case .document: target = forward ? document.length : 0
        }
        moveCaret(to: target, extending: extending)
    }

    private func moveCaret(to offset: Int, extending: Bool) {
        changeSelection { document in
            if extending { document.extendSelection(to: offset) } else { document.placeCaret(at: offset) }
        }
    }

    /// A tap: begin editing with the caret under the finger, move the caret, or select a word.
    func handleTap(at point: CGPoint, tapCount: Int) {
        guard let position = closestPosition(to: point) else { return }
        isBeginningEditingFromTap = true
        defer { isBeginningEditingFromTap = false }
        if tapCount >= 2, isSelectable || isEditable {
            if isEditable, !isEditing, !becomeFirstResponder() { return }
            changeSelection { $0.select($0.wordRange(at: position.utf16Offset)) }
            return
        }
        guard isEditable else {
            if tapCount == 1, isSelectable { openLink(at: point) }
            return
        }
        if !isEditing, !becomeFirstResponder() { return }
        changeSelection { $0.placeCaret(at: position.utf16Offset) }
    }

    /// A tap on a `.link` attribute of a selectable, non-editable view: asks the delegate's
    /// `textView(_:shouldInteractWith:in:interaction:)`, then opens the URL when it agrees.
    private func openLink(at point: CGPoint) {
        guard let cluster = textGeometry.cluster(at: point), let text = attributedText, text.length > 0 else { return }
        let offset = document.boundaries[cluster]
        guard offset < text.length else { return }
        var range = NSRange(location: 0, length: 0)
        let value = text.attribute(.link, at: offset, effectiveRange: &range)
        let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
        guard let url else { return }
        let allowed = textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
        if allowed { UIApplication.shared.open(url) }
    }

    /// Resigns without asking the delegate.
    func forceResign() {
        isForcingResign = true
        defer { isForcingResign = false }
        resignFirstResponder()
    }

    // MARK: UITextInput

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: document.length) }

    /// The selection; an empty range is the caret. Out-of-document ranges are reported and ignored.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(document.selection) }
        set {
            guard let newValue else { return }
            guard newValue.end.utf16Offset <= document.length else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "selectedTextRange",
                    reason: "\(newValue) lies outside the text (UTF-16 length \(document.length)); the selection was not changed."
                ))
                return
            }
            changeSelection(revealsCaret: false) { $0.select(newValue.utf16Range) }
        }
    }

    /// Always `nil` (no IME marked text).
    public var markedTextRange: UITextRange? { nil }

    /// The position `offset` UTF-16 units away, or `nil` outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        return (0...document.length).contains(target) ? UITextPosition(utf16Offset: target) : nil
    }

    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    /// The range between two positions, or `nil` outside the document.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let valid = 0...document.length
        guard valid.contains(fromPosition.utf16Offset), valid.contains(toPosition.utf16Offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }

    /// The text of `range`, or `nil` outside the document.
    public func text(in range: UITextRange) -> String? {
        range.end.utf16Offset <= document.length ? document.substring(range.utf16Range) : nil
    }

    /// Replaces `range` as the app would (no delegate check, no `textViewDidChange`).
    public func replace(_ range: UITextRange, withText text: String) {
        guard range.end.utf16Offset <= document.length else { return }
        document.replace(range.utf16Range, with: text)
        textLayoutDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Orders two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        if position.utf16Offset == other.utf16Offset { return .orderedSame }
        return position.utf16Offset < other.utf16Offset ? .orderedAscending : .orderedDescending
    }
}
