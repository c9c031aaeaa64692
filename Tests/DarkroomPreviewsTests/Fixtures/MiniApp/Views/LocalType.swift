#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

// A preview body that declares its own view type, as many packages write previews with state: the shape
// swift-frontend 6.3 crashed on when the body was handed to a generic closure.
#Preview("Local type") {
    struct Preview: View {
        @State private var count = 3

        var body: some View {
            Text("count \(count)").padding()
        }
    }

    return Preview()
}

// A body with a local function returning `some View`: its opaque result is a type declared in the body too.
#Preview("Local function") {
    func swatch(_ color: Color) -> some View {
        color.frame(width: 40, height: 20)
    }

    return HStack { swatch(.red); swatch(.blue) }
}
