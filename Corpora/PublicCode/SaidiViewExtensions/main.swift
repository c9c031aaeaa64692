// Driver: SwiftUIKit's small view extensions (border with a corner radius,
// frame(square:), forceSingleLine, Image.resized(to:), enabled(_:), EdgeInsets
// initialisers, Image.symbol), compiled in the Swift 6 language mode its package uses.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SaidiViewExtensions")
check.expect(EdgeInsets(all: 4) == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), "EdgeInsets(all:)")
check.expect(EdgeInsets(horizontal: 2, vertical: 6).inset(for: .top) == 6, "inset(for:)")
MainActor.assumeIsolated {
    let card = Color.white
        .frame(square: 60)
        .border(Color.red, width: 4, cornerRadius: 12)
        .padding(EdgeInsets(horizontal: 10, vertical: 5))
        .enabled(false)
    let image = ImageRenderer(content: card).uiImage
    check.expect(image?.size == CGSize(width: 80, height: 70), "square 60 + padding: \(String(describing: image?.size))")
    check.expectPixel(image, x: 40, y: 7, (255, 59, 48, 255), tolerance: 10, "red border at the top edge")
    check.expectPixel(image, x: 40, y: 35, (255, 255, 255, 255), "white inside")
    check.expectPixel(image, x: 11, y: 6, (255, 255, 255, 255), tolerance: 60,
                      "the border is an overlay: outside its rounded corner the white square shows")
    check.expectPixel(image, x: 5, y: 35, (0, 0, 0, 0), "the padding is transparent")
    let line = Text("A rather long single line of text").forceSingleLine().frame(width: 50)
    let wide = ImageRenderer(content: line).uiImage
    check.expect((wide?.size.width ?? 0) == 50, "the frame keeps 50 pt: \(String(describing: wide?.size))")
    let symbol = ImageRenderer(content: Image.symbol("star.fill").resized(to: .fit).frame(width: 40, height: 20)).uiImage
    check.expect(symbol?.size == CGSize(width: 40, height: 20), "symbol frame \(String(describing: symbol?.size))")
    check.expectPixel(symbol, x: 20, y: 10, isNot: (0, 0, 0, 0), "star drawn in the middle")
    check.save(image, as: "bordered.png")
}
check.finish("SwiftUIKit view extensions")
