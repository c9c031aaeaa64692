@testable import Darkroom
import Foundation
import Testing

/// Metal shaders cannot run in a still frame drawn on Linux: the documented fallbacks.
@Suite struct ShaderTests {
    @Test func aShaderFillsWithItsFirstColourArgument() throws {
        let image = try render(Rectangle().fill(ShaderLibrary.stripes(.float(4), .color(.black), .color(.red)))
            .frame(width: 20, height: 20).background(Color.white))
        #expect(close(image.pixel(x: 10, y: 10), RGBA(red: 0, green: 0, blue: 0)))
    }

    @Test func aShaderWithoutColoursFillsWithNothing() throws {
        let image = try render(Rectangle().fill(ShaderLibrary.noise(.float(1), .boundingRect))
            .frame(width: 20, height: 20).background(Color.white))
        #expect(close(image.pixel(x: 10, y: 10), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func shaderEffectsKeepTheView() throws {
        let shader = ShaderLibrary.default.wave(.float(1))
        let plain = try render(Color.red.frame(width: 20, height: 20))
        for view in [AnyView(Color.red.frame(width: 20, height: 20).colorEffect(shader)),
                     AnyView(Color.red.frame(width: 20, height: 20).distortionEffect(shader, maxSampleOffset: .zero)),
                     AnyView(Color.red.frame(width: 20, height: 20).layerEffect(shader, maxSampleOffset: .zero))] {
            let image = try render(view)
            #expect(image.width == plain.width && image.pixel(x: 10, y: 10) == plain.pixel(x: 10, y: 10))
        }
    }

    @Test func argumentsAndFunctionsCompareByValue() {
        #expect(Shader.Argument.float(1.0) == .float(Float(1)))
        #expect(Shader.Argument.float2(CGPoint(x: 1, y: 2)) == .float2(1.0, 2.0))
        #expect(ShaderLibrary.a == ShaderFunction(library: .default, name: "a"))
        #expect(ShaderLibrary.a(.color(.red)).arguments == [.color(.red)])
    }
}
