import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Gradients sampled at known points. Expected colours are the gradient
/// formula evaluated at the pixel centre (pixel x covers x…x+1).
@Suite struct GradientDrawingTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    func mix(_ t: Double) -> RGBA { RGBA(red: 1 - t, green: 0, blue: t) }

    @Test func linearGradientInterpolatesAlongItsAxis() throws {
        let image = try render(
            Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 10))
        expectColor(image, 0, 5, mix(0.005))
        expectColor(image, 49, 5, mix(0.495))
        expectColor(image, 99, 5, mix(0.995))
    }

    @Test func linearGradientStopsAndStaticMember() throws {
        // Stops at 0.2 and 0.8: padded outside, linear in between (t = (x - 20) / 60).
        let stops: [Gradient.Stop] = [.init(color: red, location: 0.2), .init(color: blue, location: 0.8)]
        let a = try render(
            Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)).frame(
                width: 100, height: 4))
        let b = try render(
            Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)).frame(
                width: 100, height: 4))
        expectColor(a, 10, 2, mix(0))
        expectColor(a, 50, 2, mix((50.5 - 20) / 60))
        expectColor(a, 90, 2, mix(1))
        #expect(ExactMatch.matches(a, b))
    }

    @Test func radialGradientFollowsDistanceFromCentre() throws {
        let image = try render(
            Rectangle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 50))
                .frame(width: 100, height: 100))
        // Pixel (75, 50): centre (75.5, 50.5), 25.5 from (50, 50): t = 0.51.
        expectColor(image, 75, 50, mix(0.51))
        expectColor(image, 50, 75, mix(0.51))
        expectColor(image, 0, 0, mix(1))
    }

    @Test func angularGradientSweepsClockwiseFromTrailing() throws {
        let image = try render(Rectangle().fill(AngularGradient(colors: [red, blue], center: .center))
            .frame(width: 100, height: 100))
        // Angles on screen (y down): 90° is straight below the centre.
        expectColor(image, 50, 90, mix(0.25), tolerance: 0.03)
        expectColor(image, 9, 50, mix(0.5), tolerance: 0.03)
        expectColor(image, 50, 9, mix(0.75), tolerance: 0.03)
        expectColor(image, 90, 53, mix(0.01), tolerance: 0.03)
        expectColor(image, 90, 47, mix(0.99), tolerance: 0.03)
    }

    @Test func angularGradientFillsTheMissingWedgeHalfAndHalf() throws {
        // 0°…180°: the other half shows the end colour up to 270°, then the start colour.
        let image = try render(Rectangle().fill(AngularGradient(colors: [red, blue], center: .center,
                                                                startAngle: .zero, endAngle: .degrees(180)))
            .frame(width: 100, height: 100))
        expectColor(image, 22, 22, mix(1))   // 225°
        expectColor(image, 78, 22, mix(0))   // 315°
        expectColor(image, 50, 90, mix(0.5), tolerance: 0.03)
    }

    @Test func angularGradientKeepsHardStops() throws {
        let stops: [Gradient.Stop] = [
            .init(color: red, location: 0), .init(color: red, location: 0.5),
            .init(color: blue, location: 0.5), .init(color: blue, location: 1)
        ]
        let image = try render(
            Rectangle().fill(
                .angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(360))
            )
            .frame(width: 100, height: 100))
        expectColor(image, 50, 95, mix(0))
        expectColor(image, 50, 4, mix(1))
        expectColor(image, 10, 53, mix(0))   // just below 180°
        expectColor(image, 10, 46, mix(1))   // just above 180°
    }

    @Test func ellipticalGradientFollowsTheShapesProportions() throws {
        let image = try render(Rectangle().fill(EllipticalGradient(colors: [red, blue])).frame(width: 200, height: 100))
        // endRadiusFraction 0.5: x radius 100, y radius 50; both points sit halfway out.
        expectColor(image, 149, 49, mix(0.5), tolerance: 0.03)
        expectColor(image, 99, 74, mix(0.5), tolerance: 0.03)
        expectColor(image, 199, 50, mix(1), tolerance: 0.03)
        expectColor(image, 100, 99, mix(1), tolerance: 0.03)
    }

    @Test func gradientAsStyleRunsTopToBottom() throws {
        let image = try render(Rectangle().fill(Gradient(colors: [red, blue])).frame(width: 10, height: 100))
        expectColor(image, 5, 0, mix(0.005))
        expectColor(image, 5, 99, mix(0.995))
        // Color.gradient: lighter at the top, the colour itself at the bottom.
        let g = try render(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 100))
        let top = try #require(g.pixel(x: 5, y: 0)), bottom = try #require(g.pixel(x: 5, y: 99))
        #expect(top.red > bottom.red + 0.1)
        #expect(close(bottom, RGBA(hex: 0x007AFF), tolerance: 0.03))
    }

    @Test func gradientsStayVectorInPDF() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("gradients.pdf")
        try ViewRenderer().writePDF(HStack {
            Circle().fill(AngularGradient(colors: [.red, .blue, .red], center: .center))
            Rectangle().fill(EllipticalGradient(colors: [.white, .green]))
        }.frame(width: 200, height: 100), to: url)
        let list = try run("pdfimages", ["-list", url.path])
        // Header lines only: no raster image in the document.
        #expect(list.split(separator: "\n").count == 2, "\(list)")
        let page = folder.appendingPathComponent("page")
        _ = try run("pdftoppm", ["-png", "-r", "72", "-singlefile", url.path, page.path])
        let raster = try #require(ImageLoader.shared.decode(page.path + ".png"))
        // 90° on the circle: halfway between system red #FF3B30 and system blue #007AFF.
        #expect(close(raster.pixel(x: 50, y: 93), RGBA(red: 0.5, green: 0.355, blue: 0.594), tolerance: 0.05))
    }
}
