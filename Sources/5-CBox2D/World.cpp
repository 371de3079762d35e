// Box2D 2.4 behind the C functions of include/CBox2D.h: each function is one
// or two Box2D calls. What C++ is needed beyond that — a contact listener
// that records events, anchors that move smoothly to a target — lives here.
#include "CBox2D.h"

#include <box2d/box2d.h>
#include <cstring>
#include <vector>

namespace {

/// Where an anchor goes during the next step; kept in the anchor body's user data.
struct AnchorTarget {
    bool pending = false;
    b2Vec2 target;
};

/// Records every contact that begins or ends, by the tags of the two fixtures.
class ContactRecorder : public b2ContactListener {
public:
    std::vector<tl_contact_event> events;

    void BeginContact(b2Contact *contact) override { record(contact, 1); }
    void EndContact(b2Contact *contact) override { record(contact, 0); }

private:
    void record(b2Contact *contact, int began) {
        tl_contact_event event;
        event.began = began;
        event.tag_a = static_cast<int64_t>(contact->GetFixtureA()->GetUserData().pointer);
        event.tag_b = static_cast<int64_t>(contact->GetFixtureB()->GetUserData().pointer);
        b2WorldManifold manifold;
        contact->GetWorldManifold(&manifold);
        bool hasPoint = contact->GetManifold()->pointCount > 0;
        event.x = hasPoint ? manifold.points[0].x : 0;
        event.y = hasPoint ? manifold.points[0].y : 0;
        events.push_back(event);
    }
};

b2Body *body(tl_body *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *body(const tl_body *b) { return reinterpret_cast<const b2Body *>(b); }
tl_body *handle(b2Body *b) { return reinterpret_cast<tl_body *>(b); }
b2Joint *joint(tl_joint *j) { return reinterpret_cast<b2Joint *>(j); }
tl_joint *handle(b2Joint *j) { return reinterpret_cast<tl_joint *>(j); }

}  // namespace

struct tl_world {
    b2World world{b2Vec2(0, 0)};
    ContactRecorder contacts;
    std::vector<b2Body *> anchors;
};

extern "C" {

tl_world *tl_world_create(void) {
    tl_world *w = new tl_world();
    w->world.SetContactListener(&w->contacts);
    return w;
}

void tl_world_destroy(tl_world *w) {
    for (b2Body *anchor : w->anchors) delete reinterpret_cast<AnchorTarget *>(anchor->GetUserData().pointer);
    delete w;
}

void tl_world_step(tl_world *w, double dt, int velocity_iterations, int position_iterations) {
    // An anchor that jumped would yank what hangs on it: it travels there during the step instead.
    std::vector<b2Body *> moved;
    for (b2Body *anchor : w->anchors) {
        AnchorTarget *t = reinterpret_cast<AnchorTarget *>(anchor->GetUserData().pointer);
        if (!t->pending) { anchor->SetLinearVelocity(b2Vec2(0, 0)); continue; }
        b2Vec2 delta = t->target - anchor->GetPosition();
        anchor->SetLinearVelocity(b2Vec2(delta.x / float(dt), delta.y / float(dt)));
        anchor->SetAwake(true);
        moved.push_back(anchor);
    }
    w->world.Step(float(dt), velocity_iterations, position_iterations);
    for (b2Body *anchor : moved) {
        AnchorTarget *t = reinterpret_cast<AnchorTarget *>(anchor->GetUserData().pointer);
        anchor->SetTransform(t->target, 0);
        anchor->SetLinearVelocity(b2Vec2(0, 0));
        t->pending = false;
    }
}

int tl_world_take_contacts(tl_world *w, tl_contact_event *events, int capacity) {
    int count = 0;
    for (const tl_contact_event &event : w->contacts.events) {
        if (count == capacity) break;
        events[count++] = event;
    }
    w->contacts.events.erase(w->contacts.events.begin(), w->contacts.events.begin() + count);
    return count;
}

static b2Body *make_dynamic(tl_world *w, double x, double y, double angle) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(float(x), float(y));
    def.angle = float(angle);
    def.bullet = true;  // a flicked card must not tunnel through a boundary
    return w->world.CreateBody(&def);
}

/// How much larger the item is than its shape (a dynamic body's user data holds it, as bits).
static void set_area_ratio(b2Body *b, double ratio) {
    uintptr_t bits;
    static_assert(sizeof bits == sizeof ratio, "a double fits the user data");
    std::memcpy(&bits, &ratio, sizeof bits);
    b->GetUserData().pointer = bits;
}

static double area_ratio(b2Body *b) {
    uintptr_t bits = b->GetUserData().pointer;
    if (bits == 0) return 1;
    double ratio;
    std::memcpy(&ratio, &bits, sizeof ratio);
    return ratio;
}

static void add_fixture(b2Body *b, const b2Shape *shape, int64_t tag) {
    b2FixtureDef fixture;
    fixture.shape = shape;
    fixture.density = 1;
    fixture.userData.pointer = static_cast<uintptr_t>(tag);
    fixture.filter.categoryBits = 0;   // collides with nothing until a collision behaviour says so
    fixture.filter.maskBits = 0;
    b->CreateFixture(&fixture);
}

tl_body *tl_body_create_dynamic(tl_world *w, int64_t tag, double x, double y, double angle,
                                double half_width, double half_height, int is_circle) {
    b2Body *b = make_dynamic(w, x, y, angle);
    if (is_circle) {
        b2CircleShape circle;
        circle.m_radius = float(half_width);
        add_fixture(b, &circle, tag);
    } else {
        // Box2D keeps polygons a skin (b2_polygonRadius, 1 point here) apart: the box is that much
        // smaller than the item, so resting items touch where they are drawn (within half a point).
        // Its density is raised by as much, so that its mass is still the item's area times the density.
        b2PolygonShape box;
        float skin = b2_polygonRadius;
        float w = b2Max(float(half_width) - skin, 0.5f * float(half_width));
        float h = b2Max(float(half_height) - skin, 0.5f * float(half_height));
        box.SetAsBox(w, h);
        add_fixture(b, &box, tag);
        set_area_ratio(b, half_width * half_height / (double(w) * double(h)));
    }
    return handle(b);
}

tl_body *tl_body_create_polygon(tl_world *w, int64_t tag, double x, double y, double angle,
                                const double *vertices, int count) {
    b2Body *b = make_dynamic(w, x, y, angle);
    b2Vec2 points[b2_maxPolygonVertices];
    int n = count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices;
    for (int i = 0; i < n; i++) points[i].Set(float(vertices[2 * i]), float(vertices[2 * i + 1]));
    b2PolygonShape polygon;
    if (n >= 3) polygon.Set(points, n); else polygon.SetAsBox(0.01f, 0.01f);   // too few points: a speck, never a crash
    add_fixture(b, &polygon, tag);
    return handle(b);
}

tl_body *tl_body_create_anchor(tl_world *w, double x, double y) {
    b2BodyDef def;
    def.type = b2_kinematicBody;
    def.position.Set(float(x), float(y));
    def.userData.pointer = reinterpret_cast<uintptr_t>(new AnchorTarget());
    b2Body *b = w->world.CreateBody(&def);
    w->anchors.push_back(b);
    return handle(b);
}

tl_body *tl_body_create_boundary(tl_world *w, int64_t tag, const double *points, int count, int closed,
                                 uint16_t category, uint16_t mask) {
    b2BodyDef def;
    def.type = b2_staticBody;
    b2Body *b = w->world.CreateBody(&def);
    std::vector<b2Vec2> vertices;
    for (int i = 0; i < count; i++) {
        b2Vec2 v{float(points[2 * i]), float(points[2 * i + 1])};
        // Box2D refuses chain vertices closer than its linear slop: skip them.
        if (!vertices.empty() && b2DistanceSquared(v, vertices.back()) <= b2_linearSlop * b2_linearSlop) continue;
        vertices.push_back(v);
    }
    if (closed && vertices.size() > 1 && b2DistanceSquared(vertices.front(), vertices.back()) <= b2_linearSlop * b2_linearSlop)
        vertices.pop_back();
    b2FixtureDef fixture;
    fixture.friction = 1;
    fixture.userData.pointer = static_cast<uintptr_t>(tag);
    fixture.filter.categoryBits = category;
    fixture.filter.maskBits = mask;
    // Two-sided edges, one per segment: a boundary stops items from either side, as UIKit's do
    // (Box2D's chains collide on one side only).
    size_t segments = vertices.size() < 2 ? 0 : (closed && vertices.size() > 2 ? vertices.size() : vertices.size() - 1);
    for (size_t i = 0; i < segments; i++) {
        b2EdgeShape edge;
        edge.SetTwoSided(vertices[i], vertices[(i + 1) % vertices.size()]);
        fixture.shape = &edge;
        b->CreateFixture(&fixture);
    }
    return handle(b);
}

void tl_body_destroy(tl_world *w, tl_body *handle_) {
    b2Body *b = body(handle_);
    if (b->GetType() == b2_kinematicBody) {
        for (size_t i = 0; i < w->anchors.size(); i++) {
            if (w->anchors[i] != b) continue;
            delete reinterpret_cast<AnchorTarget *>(b->GetUserData().pointer);
            w->anchors.erase(w->anchors.begin() + long(i));
            break;
        }
    }
    w->world.DestroyBody(b);
}

void tl_body_get_transform(const tl_body *b, double *x, double *y, double *angle) {
    b2Vec2 p = body(b)->GetPosition();
    *x = p.x; *y = p.y; *angle = body(b)->GetAngle();
}

void tl_body_set_transform(tl_body *b, double x, double y, double angle) {
    body(b)->SetTransform(b2Vec2(float(x), float(y)), float(angle));
    body(b)->SetAwake(true);
}

void tl_body_get_velocity(const tl_body *b, double *vx, double *vy, double *omega) {
    b2Vec2 v = body(b)->GetLinearVelocity();
    *vx = v.x; *vy = v.y; *omega = body(b)->GetAngularVelocity();
}

void tl_body_set_velocity(tl_body *b, double vx, double vy, double omega) {
    body(b)->SetLinearVelocity(b2Vec2(float(vx), float(vy)));
    // A body that may not turn ignores a turning speed (Box2D would integrate it anyway).
    body(b)->SetAngularVelocity(body(b)->IsFixedRotation() ? 0.0f : float(omega));
    body(b)->SetAwake(true);
}

void tl_body_set_anchor_target(tl_body *anchor, double x, double y) {
    AnchorTarget *t = reinterpret_cast<AnchorTarget *>(body(anchor)->GetUserData().pointer);
    b2Vec2 target{float(x), float(y)};
    // An anchor that stays put is left asleep, so that what hangs on it can come to rest.
    if (b2DistanceSquared(target, body(anchor)->GetPosition()) == 0) { t->pending = false; return; }
    t->pending = true;
    t->target = target;
}

void tl_body_set_material(tl_body *handle_, double density, double friction, double restitution,
                          double linear_damping, double angular_damping, int fixed_rotation, int anchored) {
    b2Body *b = body(handle_);
    double ratio = b->GetType() == b2_kinematicBody ? 1 : area_ratio(b);
    for (b2Fixture *f = b->GetFixtureList(); f; f = f->GetNext()) {
        f->SetDensity(float(density * ratio));
        f->SetFriction(float(friction));
        f->SetRestitution(float(restitution));
    }
    b->SetLinearDamping(float(linear_damping));
    b->SetAngularDamping(float(angular_damping));
    b->SetType(anchored ? b2_staticBody : b2_dynamicBody);
    b->SetFixedRotation(fixed_rotation != 0);
    b->ResetMassData();
}

void tl_body_set_collision_filter(tl_body *b, uint16_t category, uint16_t mask) {
    for (b2Fixture *f = body(b)->GetFixtureList(); f; f = f->GetNext()) {
        b2Filter filter = f->GetFilterData();
        if (filter.categoryBits == category && filter.maskBits == mask) continue;
        filter.categoryBits = category;
        filter.maskBits = mask;
        f->SetFilterData(filter);
    }
}

double tl_body_mass(const tl_body *b) { return body(b)->GetMass(); }
double tl_body_inertia(const tl_body *b) { return body(b)->GetInertia(); }

void tl_body_apply_force(tl_body *b, double fx, double fy, double px, double py, int wake) {
    body(b)->ApplyForce(b2Vec2(float(fx), float(fy)), b2Vec2(float(px), float(py)), wake != 0);
}

void tl_body_apply_torque(tl_body *b, double torque, int wake) {
    body(b)->ApplyTorque(float(torque), wake != 0);
}

void tl_body_apply_impulse(tl_body *b, double ix, double iy, double px, double py) {
    body(b)->ApplyLinearImpulse(b2Vec2(float(ix), float(iy)), b2Vec2(float(px), float(py)), true);
}

int tl_body_is_awake(const tl_body *b) { return body(b)->IsAwake() ? 1 : 0; }
void tl_body_set_awake(tl_body *b, int awake) { body(b)->SetAwake(awake != 0); }

static void set_distance(b2DistanceJoint *j, double length, double frequency, double damping_ratio) {
    j->SetLength(float(length));
    if (frequency > 0) {
        float stiffness, damping;
        b2LinearStiffness(stiffness, damping, float(frequency), float(damping_ratio), j->GetBodyA(), j->GetBodyB());
        j->SetMinLength(0);
        j->SetMaxLength(FLT_MAX);
        j->SetStiffness(stiffness);
        j->SetDamping(damping);
    } else {
        j->SetStiffness(0);
        j->SetDamping(0);
        j->SetMinLength(float(length));
        j->SetMaxLength(float(length));
    }
}

tl_joint *tl_joint_create_distance(tl_world *w, tl_body *a, double ax, double ay, tl_body *b, double bx, double by,
                                   double length, double frequency, double damping_ratio) {
    b2DistanceJointDef def;
    def.Initialize(body(a), body(b), b2Vec2(float(ax), float(ay)), b2Vec2(float(bx), float(by)));
    def.collideConnected = false;
    b2DistanceJoint *j = static_cast<b2DistanceJoint *>(w->world.CreateJoint(&def));
    set_distance(j, length < 0 ? def.length : length, frequency, damping_ratio);
    return handle(j);
}

void tl_joint_set_distance(tl_joint *j, double length, double frequency, double damping_ratio) {
    set_distance(static_cast<b2DistanceJoint *>(joint(j)), length, frequency, damping_ratio);
}

double tl_joint_distance_length(const tl_joint *j) {
    return static_cast<const b2DistanceJoint *>(reinterpret_cast<const b2Joint *>(j))->GetLength();
}

tl_joint *tl_joint_create_pin(tl_world *w, tl_body *a, tl_body *b, double x, double y) {
    b2RevoluteJointDef def;
    def.Initialize(body(a), body(b), b2Vec2(float(x), float(y)));
    return handle(w->world.CreateJoint(&def));
}

static void set_target_spring(b2MouseJoint *j, double frequency, double damping_ratio) {
    float stiffness, damping;
    b2LinearStiffness(stiffness, damping, float(frequency), float(damping_ratio), j->GetBodyA(), j->GetBodyB());
    j->SetStiffness(stiffness);
    j->SetDamping(damping);
}

tl_joint *tl_joint_create_target(tl_world *w, tl_body *anchor, tl_body *b, double x, double y,
                                 double frequency, double damping_ratio, double max_force) {
    b2MouseJointDef def;
    def.bodyA = body(anchor);
    def.bodyB = body(b);
    def.target.Set(float(x), float(y));
    def.maxForce = float(max_force);
    b2MouseJoint *j = static_cast<b2MouseJoint *>(w->world.CreateJoint(&def));
    set_target_spring(j, frequency, damping_ratio);
    return handle(j);
}

void tl_joint_set_target(tl_joint *j, double x, double y, double frequency, double damping_ratio) {
    b2MouseJoint *mouse = static_cast<b2MouseJoint *>(joint(j));
    b2Vec2 target{float(x), float(y)};
    if (b2DistanceSquared(target, mouse->GetTarget()) > 0) mouse->SetTarget(target);
    set_target_spring(mouse, frequency, damping_ratio);
}

void tl_joint_set_rope(tl_joint *j, double max_length) {
    b2DistanceJoint *d = static_cast<b2DistanceJoint *>(joint(j));
    d->SetStiffness(0);
    d->SetDamping(0);
    d->SetMinLength(0);
    d->SetMaxLength(float(max_length));
    d->SetLength(float(max_length));
}

void tl_joint_set_pin_limits(tl_joint *j, int enabled, double lower, double upper, double friction_torque) {
    b2RevoluteJoint *pin = static_cast<b2RevoluteJoint *>(joint(j));
    pin->EnableLimit(enabled != 0);
    if (enabled) pin->SetLimits(float(lower), float(upper));
    pin->EnableMotor(friction_torque > 0);
    pin->SetMotorSpeed(0);
    pin->SetMaxMotorTorque(float(friction_torque));
}

tl_joint *tl_joint_create_slider(tl_world *w, tl_body *a, tl_body *b, double x, double y, double axis_x, double axis_y) {
    b2PrismaticJointDef def;
    b2Vec2 axis{float(axis_x), float(axis_y)};
    if (axis.Normalize() < b2_epsilon) axis.Set(1, 0);
    def.Initialize(body(a), body(b), b2Vec2(float(x), float(y)), axis);
    return handle(w->world.CreateJoint(&def));
}

void tl_joint_set_slider_limits(tl_joint *j, int enabled, double lower, double upper) {
    b2PrismaticJoint *slider = static_cast<b2PrismaticJoint *>(joint(j));
    slider->EnableLimit(enabled != 0);
    if (enabled) slider->SetLimits(float(lower), float(upper));
}

tl_joint *tl_joint_create_weld(tl_world *w, tl_body *a, tl_body *b, double x, double y) {
    b2WeldJointDef def;
    def.Initialize(body(a), body(b), b2Vec2(float(x), float(y)));
    return handle(w->world.CreateJoint(&def));
}

tl_body *tl_body_create_compound(tl_world *w, int64_t tag, double x, double y, double angle,
                                 const double *shapes, int count) {
    b2Body *b = make_dynamic(w, x, y, angle);
    for (int i = 0; i < count; i++) {
        const double *s = shapes + 6 * i;
        if (s[5] != 0) {
            b2CircleShape circle;
            circle.m_p.Set(float(s[0]), float(s[1]));
            circle.m_radius = float(s[3]);
            add_fixture(b, &circle, tag);
        } else {
            b2PolygonShape box;
            box.SetAsBox(float(s[3]), float(s[4]), b2Vec2(float(s[0]), float(s[1])), float(s[2]));
            add_fixture(b, &box, tag);
        }
    }
    if (count == 0) { b2PolygonShape speck; speck.SetAsBox(0.01f, 0.01f); add_fixture(b, &speck, tag); }
    return handle(b);
}

void tl_joint_destroy(tl_world *w, tl_joint *j) {
    w->world.DestroyJoint(joint(j));
}

}  // extern "C"
