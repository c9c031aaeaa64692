import Foundation
import Testing
@testable import DarkroomCompat

/// UIKit's keyboard notification names and the screen-capture state, as code that observes them reads them:
/// the names are UIKit's, nothing posts them (no keyboard, no capture), and an observer still receives what
/// the code posts itself.
@Suite struct ResponderAndCaptureTests {
    @Test func keyboardNamesAreUIKitsAndDistinct() {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        #expect(Set(names).count == 6)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    @Test func aKeyboardObserverSeesOnlyWhatIsPosted() {
        var shown: [Bool] = []
        let center = NotificationCenter()
        let cancellable = Publishers.Merge(
            center.publisher(for: UIResponder.keyboardWillShowNotification).map { _ in true },
            center.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in false }
        )
        .sink { shown.append($0) }
        #expect(shown.isEmpty, "no keyboard: nothing is posted")
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(shown == [true])
        cancellable.cancel()
    }

    @Test func theScreenIsNeverCaptured() {
        #expect(!UIScreen.main.isCaptured)
        #expect(UIScreen.capturedDidChangeNotification.rawValue == "UIScreenCapturedDidChangeNotification")
    }
}
