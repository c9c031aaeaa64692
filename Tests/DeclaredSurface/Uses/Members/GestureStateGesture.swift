// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ad9eb3619 GestureStateGesture.base
@MainActor func use_9ad9eb3619<Base: Gesture, State>(
    _ subject: GestureStateGesture<Base, State>,
    _ generics: (Base, State).Type
) {
    var subject = subject
    let _: Base = subject.base
    subject.base = sample() as Base
}

// u467f9f1b2e GestureStateGesture.state
@MainActor func use_467f9f1b2e<Base: Gesture, State>(
    _ subject: GestureStateGesture<Base, State>,
    _ generics: (Base, State).Type
) {
    var subject = subject
    let _: GestureState<State> = subject.state
    subject.state = sample() as GestureState<State>
}
