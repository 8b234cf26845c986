import Foundation
import Testing
import GestureEngine

@Suite struct GeometryTransformTests {
    let p = Point(x: 3, y: -2)

    @Test func translationScaleAndRotationMapPointsAsCoreGraphicsDoes() {
        #expect(p.applying(AffineTransform(translationX: 10, y: 5)) == Point(x: 13, y: 3))
        #expect(p.applying(AffineTransform(scaleX: 2, y: -3)) == Point(x: 6, y: 6))
        let quarter = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(close(quarter, Point(x: 0, y: 1), 1e-12))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = AffineTransform(scaleX: 2, y: 2), move = AffineTransform(translationX: 10, y: 0)
        #expect(p.applying(scale.concatenating(move)) == Point(x: 16, y: -4))
        #expect(p.applying(move.concatenating(scale)) == Point(x: 26, y: -4))
    }

    @Test func translatedScaledRotatedApplyTheNewStepFirst() {
        let base = AffineTransform(scaleX: 2, y: 2)
        #expect(p.applying(base.translatedBy(x: 1, y: 1)) == Point(x: 8, y: -2))
        #expect(p.applying(base.scaledBy(x: 3, y: 1)) == Point(x: 18, y: -4))
        let rotated = Point(x: 1, y: 0).applying(base.rotated(by: .pi / 2))
        #expect(close(rotated, Point(x: 0, y: 2), 1e-12))
    }

    @Test func invertedUndoesTheTransform() {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 12, y: -4)
        #expect(t.isInvertible)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-12))
        let identity = t.concatenating(t.inverted())
        #expect(close(Point(x: identity.a, y: identity.d), Point(x: 1, y: 1), 1e-12))
        #expect(abs(identity.b) < 1e-12 && abs(identity.c) < 1e-12 && abs(identity.tx) < 1e-12 && abs(identity.ty) < 1e-12)
    }

    @Test func singularTransformInvertsToItself() {
        let flat = AffineTransform(scaleX: 0, y: 1)
        #expect(!flat.isInvertible)
        #expect(flat.determinant == 0)
        #expect(flat.inverted() == flat)
    }

    @Test func identityIsRecognised() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!AffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(r.applying(.identity) == r)
        #expect(r.applying(AffineTransform(scaleX: -1, y: 1)) == Rect(x: -10, y: 0, width: 10, height: 20))
        let turned = r.applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-12 && abs(turned.width - 20) < 1e-12 && abs(turned.height - 10) < 1e-12)
    }

    @Test func sizeApplyingUsesOnlyTheLinearPart() {
        #expect(Size(width: 2, height: 3).applying(AffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 100, ty: 100)) == Size(width: 4, height: -3))
    }
}
