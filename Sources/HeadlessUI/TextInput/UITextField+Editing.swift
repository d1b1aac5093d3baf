import Foundation

extension UITextField {
    // MARK: Programmatic changes

    /// Setting `text`: caret to the end, no `.editingChanged`, no delegate check (UIKit).
    func setTextProgrammatically(_ newText: String) {
        clearsSecureTextOnNextEdit = false
        let oldSelection = document.selection
        document.setText(newText)
        horizontalScrollOffset = 0
        contentDidChange()
        if isEditing {
            revealCaret()
            if document.selection != oldSelection { delegate?.textFieldDidChangeSelection(self) }
        }
    }

    // MARK: User edits

    /// A user edit: asks the delegate, applies, then `.editingChanged` and the change notification.
    /// Returns whether the text changed.
    @discardableResult
    func userReplace(_ range: Range<Int>, with replacement: String) -> Bool {
        var range = range
        if clearsSecureTextOnNextEdit, isSecureTextEntry {
            range = 0..<document.length
        }
        clearsSecureTextOnNextEdit = false
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) {
            return false
        }
        document.replace(range, with: replacement)
        contentDidChange(invalidatingIntrinsicSize: false)  // typing: UIKit re-measures at the end of editing
        revealCaret()
        sendActions(.editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Return: the delegate's `textFieldShouldReturn` decides. When it agrees, the field sends
    /// `.editingDidEndOnExit` (and `.primaryActionTriggered`); if an action is registered for
    /// `.editingDidEndOnExit`, the field then resigns first responder, as UIKit does (the classic
    /// "Did End On Exit dismisses the keyboard" behaviour). Otherwise it stays first responder:
    /// dismissing is the app's job.
    func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = !actions(for: .editingDidEndOnExit).isEmpty
        sendActions(.editingDidEndOnExit, with: nil)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    // MARK: Selection

    /// Changes the selection through `change`, keeps the caret visible and tells the delegate.
    func changeSelection(_ change: (inout TextDocument) -> Void) {
        let old = document.selection
        change(&document)
        clearsSecureTextOnNextEdit = clearsSecureTextOnNextEdit && document.selection == old
        revealCaret()
        if document.selection != old { delegate?.textFieldDidChangeSelection(self) }
    }

    /// Scrolls overflowing text so the caret is inside the text rectangle.
    func revealCaret() {
        guard isEditing else {
            horizontalScrollOffset = 0
            return
        }
        let index = document.boundaryIndex(atOrBefore: document.caret)
        horizontalScrollOffset = textGeometry.scrollOffset(revealingCluster: index, current: horizontalScrollOffset)
    }

    /// Selects the whole text (UIKit's `selectAll(_:)` edit action).
    public func selectAll(_ sender: Any?) {
        changeSelection { $0.select(0..<$0.length) }
    }

    /// Copying is disabled in a secure field; elsewhere HeadlessUI has no pasteboard yet, so this
    /// only reports whether a copy would happen.
    @discardableResult
    public func copy(_ sender: Any?) -> Bool {
        !isSecureTextEntry && !document.selection.isEmpty
    }

    /// Performs an editing key command.
    func perform(_ command: TextEditingCommand) {
        switch command {
        case .move(let forward, let granularity, let extending):
            move(forward: forward, by: granularity, extending: extending)
        case .moveVertically(let down, let extending):
            move(forward: down, by: .document, extending: extending)
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
        changeSelection { document in
            let selection = document.selection
            if !extending, !selection.isEmpty, granularity == .character {
                document.placeCaret(at: forward ? selection.upperBound : selection.lowerBound)
                return
            }
            let from = extending ? document.caret : (forward ? selection.upperBound : selection.lowerBound)
            let target: Int
            switch granularity {
            case .character: target = forward ? document.nextBoundary(from) : document.previousBoundary(from)
            case .word: target = forward ? document.nextWordEnd(from) : document.previousWordStart(from)
            case .line, .document: target = forward ? document.length : 0
            }
            if extending { document.extendSelection(to: target) } else { document.placeCaret(at: target) }
        }
    }

    // MARK: Taps

    /// A tap at `point`: begin editing (caret under the finger), move the caret, or select a word.
    func handleTap(at point: CGPoint, tapCount: Int) {
        if !isEditing {
            guard becomeFirstResponder() else { return }
        }
        guard let position = closestPosition(to: point) else { return }
        if tapCount >= 2 {
            changeSelection { $0.select($0.wordRange(at: position.utf16Offset)) }
        } else {
            changeSelection { $0.placeCaret(at: position.utf16Offset) }
        }
    }

    // MARK: Editing session

    func beginEditingSession() {
        storedIsEditing = true
        document.placeCaret(at: document.length)
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            document.setText("")
            sendActions(.editingChanged, with: nil)
        }
        clearsSecureTextOnNextEdit = isSecureTextEntry && hasText
        contentDidChange()
        revealCaret()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(.editingDidBegin, with: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func endEditingSession() {
        storedIsEditing = false
        clearsSecureTextOnNextEdit = false
        horizontalScrollOffset = 0
        contentDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(.editingDidEnd, with: nil)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Resigns without asking the delegate (`endEditing(true)`, leaving the window).
    func forceResign() {
        isForcingResign = true
        defer { isForcingResign = false }
        resignFirstResponder()
    }

    // MARK: Clear button

    /// The clear button was tapped: `textFieldShouldClear` decides; clearing sends `.editingChanged`
    /// (not `shouldChangeCharactersIn`), and a field that was not editing begins editing.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        let hadText = hasText
        document.setText("")
        clearsSecureTextOnNextEdit = false
        horizontalScrollOffset = 0
        contentDidChange()
        if hadText {
            sendActions(.editingChanged, with: nil)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        delegate?.textFieldDidChangeSelection(self)
    }
}
