import Darkroom
import Foundation
import Testing

/// The API real views call beyond the basics: what draws is checked by its pixels,
/// what is a still frame by the view staying as it is.
@Suite struct StillFrameSurfaceTests {
    @MainActor func image<V: View>(_ view: V) throws -> CGImage {
        try #require(ImageRenderer(content: view).cgImage)
    }

    @Test @MainActor func trimmedCircleDrawsPartOfItsOutline() throws {
        // A quarter of a circle's outline, starting at 3 o'clock and running clockwise (y down).
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40)
        let cg = try image(ring)
        #expect(cg.rgba8(x: 38, y: 20)!.a > 200, "the start, at 3 o'clock")
        #expect(cg.rgba8(x: 20, y: 38)!.a > 200, "the end, at 6 o'clock")
        #expect(cg.rgba8(x: 2, y: 20)!.a == 0, "9 o'clock is not drawn")
        #expect(cg.rgba8(x: 20, y: 2)!.a == 0, "12 o'clock is not drawn")
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.5, to: 0.75)
        let box = path.boundingRect
        #expect(min(box.width, box.height) < 0.01 && abs(max(box.width, box.height) - 10) < 0.01,
                "one whole side of the square: \(box)")
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.2).isEmpty)
    }

    @Test @MainActor func colourEffectsChangeThePixels() throws {
        let red = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
        #expect(try image(red.colorInvert()).rgba8(x: 2, y: 2)! == (0, 255, 255, 255))
        let grey = try image(red.grayscale(1)).rgba8(x: 2, y: 2)!
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 40 && grey.r < 70, "Rec. 709 luma of red: \(grey)")
        #expect(
            (127...128).contains(try image(red.colorMultiply(Color(red: 0.5, green: 1, blue: 1))).rgba8(x: 2, y: 2)!.r))
        #expect(try image(red.hidden()).rgba8(x: 2, y: 2)!.a == 0)
    }

    @Test @MainActor func zIndexChangesTheDrawingOrder() throws {
        let stack = ZStack {
            Color(red: 1, green: 0, blue: 0).zIndex(1)
            Color(red: 0, green: 0, blue: 1)
        }.frame(width: 4, height: 4)
        #expect(try image(stack).rgba8(x: 2, y: 2)! == (255, 0, 0, 255), "the higher zIndex draws on top")
    }

    @Test @MainActor func controlsDraw() throws {
        let date = Date(timeIntervalSince1970: 0)
        let picker = DatePicker("When", selection: .constant(date), displayedComponents: .date)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!).environment(\.locale, Locale(identifier: "en_US"))
            .frame(width: 300)
        let cg = try image(picker)
        #expect(cg.height >= 30)
        #expect(cg.rgba8(x: 290, y: cg.height / 2)!.a > 0, "the date capsule at the trailing edge")
        let tabs = TabView(selection: .constant(2)) {
            Color(red: 1, green: 0, blue: 0).tag(1)
            Color(red: 0, green: 1, blue: 0).tag(2)
        }.frame(width: 4, height: 4)
        #expect(try image(tabs).rgba8(x: 2, y: 2)! == (0, 255, 0, 255), "the selected tab")
        let gauge = try image(Gauge(value: 0.5) { Text("Level") }.frame(width: 200))
        #expect(gauge.width == 200)
        let empty = try image(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty"))
            .frame(width: 300, height: 300))
        #expect(empty.width == 300)
    }

    @Test @MainActor func stillFrameModifiersKeepTheView() throws {
        struct Page: View {
            @Environment(\.presentationMode) var presentationMode
            @Environment(\.dismiss) var dismiss
            @State var showing = false
            var body: some View {
                Color(red: 0, green: 0, blue: 1)
                    .frame(width: 4, height: 4)
                    .onTapGesture { presentationMode.wrappedValue.dismiss() }
                    .gesture(DragGesture().onEnded { _ in dismiss() })
                    .sheet(isPresented: $showing) { Color.red }
                    .alert("Alert", isPresented: .constant(true)) { Button("OK") {} }
                    .navigationBarItems(trailing: EditButton())
                    .navigationViewStyle(StackNavigationViewStyle())
                    .textContentType(.emailAddress)
                    .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: showing)
                    .animation(.snappy.repeatCount(2), value: showing)
            }
        }
        #expect(try image(Page()).rgba8(x: 2, y: 2)! == (0, 0, 255, 255))
    }
}
