// A thin C face on Box2D 2.4 (Debian's libbox2d-dev, a C++ library), so that
// Swift reaches the physics engine UIKit Dynamics runs on through plain C
// types. Units are Box2D's: metres, kilograms, seconds, radians; the Swift
// side (UIKit's DynamicsWorld) converts from points.
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tl_world tl_world;
typedef struct tl_body tl_body;
typedef struct tl_joint tl_joint;

/// A world with no global gravity: UIKit's gravity is a behaviour of chosen items.
tl_world *tl_world_create(void);
void tl_world_destroy(tl_world *world);
/// One step of `dt` seconds; anchors moved since the last step travel to their target during it.
void tl_world_step(tl_world *world, double dt, int velocity_iterations, int position_iterations);

/// A contact that began (`began` 1) or ended (0) during the last steps, between the bodies tagged `tag_a` and `tag_b`.
typedef struct { int began; int64_t tag_a; int64_t tag_b; double x; double y; } tl_contact_event;
/// Moves up to `capacity` contact events recorded since the last call into `events`; returns how many.
int tl_world_take_contacts(tl_world *world, tl_contact_event *events, int capacity);

/// A dynamic box (or, with `is_circle`, a disc of radius `half_width`), tagged for contact events.
tl_body *tl_body_create_dynamic(tl_world *world, int64_t tag, double x, double y, double angle,
                                double half_width, double half_height, int is_circle);
/// A dynamic convex polygon of 3 to 8 vertices (x0, y0, x1, y1 …) around the body's origin.
tl_body *tl_body_create_polygon(tl_world *world, int64_t tag, double x, double y, double angle,
                                const double *vertices, int count);
/// A kinematic body with no shape: the moving end of an attachment to an anchor point.
tl_body *tl_body_create_anchor(tl_world *world, double x, double y);
/// A static chain of edges through `count` points (x0, y0 …), closed into a loop or not.
tl_body *tl_body_create_boundary(tl_world *world, int64_t tag, const double *points, int count, int closed,
                                 uint16_t category, uint16_t mask);
void tl_body_destroy(tl_world *world, tl_body *body);

void tl_body_get_transform(const tl_body *body, double *x, double *y, double *angle);
void tl_body_set_transform(tl_body *body, double x, double y, double angle);
void tl_body_get_velocity(const tl_body *body, double *vx, double *vy, double *omega);
void tl_body_set_velocity(tl_body *body, double vx, double vy, double omega);
/// An anchor's place after the next step (it moves there at constant speed during the step).
void tl_body_set_anchor_target(tl_body *anchor, double x, double y);

/// The material of every shape of the body, then its mass recomputed from the density.
void tl_body_set_material(tl_body *body, double density, double friction, double restitution,
                          double linear_damping, double angular_damping, int fixed_rotation, int anchored);
void tl_body_set_collision_filter(tl_body *body, uint16_t category, uint16_t mask);
double tl_body_mass(const tl_body *body);
double tl_body_inertia(const tl_body *body);

void tl_body_apply_force(tl_body *body, double fx, double fy, double px, double py, int wake);
void tl_body_apply_torque(tl_body *body, double torque, int wake);
void tl_body_apply_impulse(tl_body *body, double ix, double iy, double px, double py);
int tl_body_is_awake(const tl_body *body);
void tl_body_set_awake(tl_body *body, int awake);

/// A distance joint between two world points; `length` < 0 keeps their present distance.
/// With `frequency` 0 the distance is held rigidly; above 0 it is a spring of that frequency (Hz) and damping ratio.
tl_joint *tl_joint_create_distance(tl_world *world, tl_body *a, double ax, double ay, tl_body *b, double bx, double by,
                                   double length, double frequency, double damping_ratio);
void tl_joint_set_distance(tl_joint *joint, double length, double frequency, double damping_ratio);
double tl_joint_distance_length(const tl_joint *joint);
/// A pin joint: the two bodies share the world point (x, y) and turn freely about it.
tl_joint *tl_joint_create_pin(tl_world *world, tl_body *a, tl_body *b, double x, double y);
/// A spring that pulls the body's point now at (x, y) towards a target (Box2D's mouse joint).
tl_joint *tl_joint_create_target(tl_world *world, tl_body *anchor, tl_body *body, double x, double y,
                                 double frequency, double damping_ratio, double max_force);
void tl_joint_set_target(tl_joint *joint, double x, double y, double frequency, double damping_ratio);
/// A distance joint that only limits: the ends move freely while closer than `max_length` (a rope).
void tl_joint_set_rope(tl_joint *joint, double max_length);
/// Limits a pin's turn to [lower, upper] radians from where it was made (`enabled` 0: free), and
/// resists turning with up to `friction_torque` N·m (a motor held at speed 0).
void tl_joint_set_pin_limits(tl_joint *joint, int enabled, double lower, double upper, double friction_torque);
/// A slider (Box2D's prismatic joint): `b` moves against `a` only along the axis through (x, y), without turning.
tl_joint *tl_joint_create_slider(tl_world *world, tl_body *a, tl_body *b, double x, double y, double axis_x, double axis_y);
/// Limits a slider's travel to [lower, upper] metres from where it was made (`enabled` 0: free).
void tl_joint_set_slider_limits(tl_joint *joint, int enabled, double lower, double upper);
/// A weld: the two bodies keep their places against each other, as one.
tl_joint *tl_joint_create_weld(tl_world *world, tl_body *a, tl_body *b, double x, double y);
/// A body made of several items' shapes (a dynamic item group): `count` boxes or discs, each
/// (centre x, centre y, angle, half width, half height, is_circle) around the body's origin.
tl_body *tl_body_create_compound(tl_world *world, int64_t tag, double x, double y, double angle,
                                 const double *shapes, int count);
void tl_joint_destroy(tl_world *world, tl_joint *joint);

#ifdef __cplusplus
}
#endif

#endif
