// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff5387172e GestureStateGesture.init(base: Base, state: GestureState<State>, body: (GestureStateGesture<Base,
//   State>.Value, inout State, inout Transaction) -> Void)
@MainActor func use_ff5387172e<Base: Gesture, State>(_ generics: (Base, State).Type) {
    let _: GestureStateGesture<Base, State> = GestureStateGesture(
        base: sample() as Base,
        state: sample() as GestureState<State>,
        body: sample() as (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    )
}
