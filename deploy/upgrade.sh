#!/usr/bin/env bash
# Upgrades the portal without downtime (docs/deploy.md, "Upgrading"):
#
#   deploy/upgrade.sh SOURCE      the new release, from a folder: a git checkout (what git
#                                 tracks, plus files not ignored) or an unpacked release
#   deploy/upgrade.sh --rollback  back to the release before the live one
#   deploy/upgrade.sh --restart   the live release restarted the same way (after a change to
#                                 /etc/zowii/zowii.env, say)
#
# The release is copied into a folder of its own (ZOWII_ROOT/releases/<UTC time>-<git rev>),
# installed and built there while the live site runs on; the live release's build files
# (/assets/) are copied in beside the new ones, for pages visitors already hold; the
# `current` link moves to it in one step; then each instance is restarted in turn, the next
# only once nginx sends visitors to the last one again. An instance not ready in time moves
# the link back and restarts the instances already moved. The last ZOWII_KEEP_RELEASES
# releases are kept. The first release (no `current` yet) is built and linked only: start
# the instances then (docs/deploy.md, 5).
#
# Settings (environment), with their defaults:
#   ZOWII_ROOT=/opt/zowii                 holds releases/ and the `current` link
#   ZOWII_INSTANCES="3001 3002"           the instances' ports (zowii@PORT.service)
#   ZOWII_NGINX_READYZ_URL=http://127.0.0.1:8089/readyz
#                                         /readyz through nginx's upstream (the local door
#                                         in deploy/nginx/zowii.conf)
#   ZOWII_READY_TIMEOUT=120               seconds an instance has to be ready, through nginx
#   ZOWII_KEEP_RELEASES=3                 releases kept, the live one among them (2 at least)
#   ZOWII_GROUP=zowii                     the group the instances run as: it reads the release
#   ZOWII_ENV_FILE=/etc/zowii/zowii.env   where ADMIN_PATH is read for the build, unless set
#   ZOWII_INSTALL_COMMAND="npm install"   run in the new release's folder
#   ZOWII_BUILD_COMMAND="npm run build"   run there next
#   ZOWII_RESTART_COMMAND                 run with an instance's port as its one argument;
#                                         unset, `systemctl restart zowii@PORT`
set -euo pipefail
umask 022

ROOT=${ZOWII_ROOT:-/opt/zowii}
read -r -a INSTANCES <<<"${ZOWII_INSTANCES:-3001 3002}"
NGINX_READYZ_URL=${ZOWII_NGINX_READYZ_URL:-http://127.0.0.1:8089/readyz}
READY_TIMEOUT=${ZOWII_READY_TIMEOUT:-120}
KEEP_RELEASES=${ZOWII_KEEP_RELEASES:-3}
GROUP=${ZOWII_GROUP:-zowii}
ENV_FILE=${ZOWII_ENV_FILE:-/etc/zowii/zowii.env}
INSTALL_COMMAND=${ZOWII_INSTALL_COMMAND:-npm install}
BUILD_COMMAND=${ZOWII_BUILD_COMMAND:-npm run build}
RESTART_COMMAND=${ZOWII_RESTART_COMMAND:-}

say() { printf 'upgrade: %s\n' "$*"; }
fail() {
  printf 'upgrade: %s\n' "$*" >&2
  exit 1
}

usage="usage: deploy/upgrade.sh SOURCE-FOLDER | --rollback | --restart"
[[ $# -eq 1 ]] || fail "$usage"
[[ $KEEP_RELEASES =~ ^[0-9]+$ && $KEEP_RELEASES -ge 2 ]] || fail "ZOWII_KEEP_RELEASES must be 2 or more (the live release and the one to go back to), not '$KEEP_RELEASES'."
[[ $READY_TIMEOUT =~ ^[0-9]+$ && $READY_TIMEOUT -ge 1 ]] || fail "ZOWII_READY_TIMEOUT must be a number of seconds, not '$READY_TIMEOUT'."
((${#INSTANCES[@]} > 0)) || fail "ZOWII_INSTANCES names no instance."
for port in "${INSTANCES[@]}"; do
  [[ $port =~ ^[0-9]+$ ]] || fail "ZOWII_INSTANCES holds '$port': give the instances' ports, separated by spaces."
done
command -v curl >/dev/null || fail "curl is missing: apt-get install curl."
[[ -d $ROOT ]] || fail "$ROOT does not exist: create it (docs/deploy.md, 3) or set ZOWII_ROOT."
mkdir -p "$ROOT/releases"

# One upgrade at a time: a second would build beside the first and move the link under it.
exec 9>"$ROOT/.upgrade.lock"
flock -n 9 || fail "another upgrade is running on $ROOT (it holds $ROOT/.upgrade.lock)."

# The release `current` points at, as a folder name under releases/ (empty before the first).
live_release() {
  [[ -L $ROOT/current ]] || return 0
  basename "$(readlink "$ROOT/current")"
}

# Moves `current` in one step (rename over the old link): nginx and a starting instance see
# the old release or the new one, never no link.
switch_to() {
  ln -sfn "releases/$1" "$ROOT/current.next"
  mv -T "$ROOT/current.next" "$ROOT/current"
}

restart() {
  if [[ -n $RESTART_COMMAND ]]; then
    bash -c "$RESTART_COMMAND \"\$1\"" restart "$1"
  else
    systemctl restart "zowii@$1"
  fi
}

# Waits until the instance on `port` answers /readyz, then until nginx sends it a request
# again: nginx took it out when its port refused, and only tries it again fail_timeout
# later. Restarting the next instance before that left nginx with none (502 to everyone).
# Sets `problem` and fails after READY_TIMEOUT seconds.
wait_until_serving() {
  local port=$1 deadline=$((SECONDS + READY_TIMEOUT)) answer=""
  until answer=$(curl -sS --max-time 5 "http://127.0.0.1:$port/readyz" 2>&1) && [[ $answer == *'"ready":true'* ]]; do
    if ((SECONDS >= deadline)); then
      problem="the instance on port $port is not ready after $READY_TIMEOUT s; its /readyz: ${answer:-no answer}"
      return 1
    fi
    sleep 0.5
  done
  # The instance answering through nginx's upstream is back in it, for every nginx worker (a
  # shared zone). Which instance answered is in X-Zowii-Instance.
  until answer=$(curl -sS -o /dev/null --max-time 5 -w '%{http_code} %header{x-zowii-instance}' "$NGINX_READYZ_URL" 2>&1) && [[ $answer == "200 "*":$port" ]]; do
    if ((SECONDS >= deadline)); then
      problem="nginx has not sent the instance on port $port a request within $READY_TIMEOUT s (its own /readyz is ready); the last answer through $NGINX_READYZ_URL: ${answer:-none}"
      return 1
    fi
    sleep 0.25
  done
}

# Restarts every instance onto `current`, one at a time. Sets `moved` to the instances
# restarted, the one that failed included.
restart_each() {
  local port began
  moved=()
  for port in "${INSTANCES[@]}"; do
    moved+=("$port")
    began=$SECONDS
    say "restarting the instance on port $port"
    if ! restart "$port"; then
      problem="restarting the instance on port $port failed"
      return 1
    fi
    wait_until_serving "$port" || return 1
    say "the instance on port $port is ready and nginx sends it visitors again ($((SECONDS - began)) s)"
  done
}

# Back to `release`: the link, then the instances already moved, each waited for.
roll_back_to() {
  local release=$1 port still_failing=()
  say "rolling back to $release"
  switch_to "$release"
  for port in "${moved[@]}"; do
    say "restarting the instance on port $port on $release"
    if ! restart "$port"; then
      say "after the rollback too: restarting the instance on port $port failed"
      still_failing+=("$port")
    elif ! wait_until_serving "$port"; then
      say "after the rollback too: $problem"
      still_failing+=("$port")
    else
      say "the instance on port $port is ready and nginx sends it visitors again (on $release)"
    fi
  done
  if ((${#still_failing[@]} > 0)); then
    say "instances still not serving after the rollback: ${still_failing[*]} (journalctl -u zowii@PORT says why)"
  fi
}

# Keeps the newest KEEP_RELEASES releases (names begin with their UTC time), and the live
# one whatever its age.
prune() {
  local live names=() i
  live=$(live_release)
  mapfile -t names < <(find "$ROOT/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | LC_ALL=C sort)
  for ((i = 0; i < ${#names[@]} - KEEP_RELEASES; i += 1)); do
    [[ ${names[i]} == "$live" ]] && continue
    say "removing the old release ${names[i]}"
    rm -rf -- "${ROOT:?}/releases/${names[i]}"
  done
}

if [[ $1 == --restart ]]; then
  live=$(live_release)
  [[ -n $live ]] || fail "$ROOT/current does not exist: there is no release to restart."
  restart_each || fail "$problem."
  say "$live is live again on ${INSTANCES[*]}"
  exit 0
fi
if [[ $1 == --rollback ]]; then
  live=$(live_release)
  [[ -n $live ]] || fail "$ROOT/current does not exist: there is no release to go back from."
  previous=$(find "$ROOT/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | LC_ALL=C sort | awk -v live="$live" '$0 < live' | tail -n 1)
  [[ -n $previous ]] || fail "no release older than $live is kept in $ROOT/releases."
  say "going back from $live to $previous"
  switch_to "$previous"
  if ! restart_each; then
    fail "$problem. $ROOT/current points at $previous; the instances ${moved[*]} were restarted on it."
  fi
  say "$previous is live on ${INSTANCES[*]}"
  exit 0
fi

source_dir=$1
[[ -d $source_dir && -f $source_dir/package.json ]] || fail "$source_dir is not the portal's source folder (no package.json there). $usage"
source_dir=$(cd "$source_dir" && pwd)

name=$(date -u +%Y%m%dT%H%M%SZ)
if git -C "$source_dir" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  name+="-$(git -C "$source_dir" rev-parse --short HEAD)"
  in_git=1
else
  in_git=0
fi
release=$ROOT/releases/$name
[[ ! -e $release ]] || fail "$release exists already: wait a second and run again."
live=$(live_release)

# A failure before the switch leaves the live site as it was: only the new folder goes.
cleanup_unfinished() { rm -rf -- "$release"; }
trap cleanup_unfinished EXIT

say "copying $source_dir to $release"
mkdir "$release"
# The source as it stands; never its dependencies, build or database (installed, built and
# kept anew here).
if ((in_git)); then
  (cd "$source_dir" && git ls-files -z --cached --others --exclude-standard) |
    grep -zvE '^(node_modules|build|data|\.react-router)(/|$)' |
    (cd "$source_dir" && tar --null --ignore-failed-read -T - -cf -) | tar -xf - -C "$release"
else
  tar -C "$source_dir" --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./data --exclude=./.react-router -cf - . | tar -xf - -C "$release"
fi

# The admin area's path is fixed by the build: the one the instances are told.
if [[ -z ${ADMIN_PATH+set} && -r $ENV_FILE ]]; then
  admin_path=$(sed -n 's/^[[:space:]]*ADMIN_PATH[[:space:]]*=[[:space:]]*//p' "$ENV_FILE" | tail -n 1)
  admin_path=${admin_path%\"}
  admin_path=${admin_path#\"}
  [[ -z $admin_path ]] || export ADMIN_PATH=$admin_path
fi
say "installing and building in $release${ADMIN_PATH:+ (ADMIN_PATH=$ADMIN_PATH)}"
# npm leaves out the build's tools (devDependencies) when NODE_ENV is production.
(cd "$release" && env -u NODE_ENV bash -c "$INSTALL_COMMAND") || fail "'$INSTALL_COMMAND' failed in $release; the live site is unchanged."
(cd "$release" && env -u NODE_ENV bash -c "$BUILD_COMMAND") || fail "'$BUILD_COMMAND' failed in $release; the live site is unchanged."
[[ -f $release/build/server/index.js && -d $release/build/client/assets ]] || fail "the build left no build/server/index.js or build/client/assets in $release; the live site is unchanged."

# This release's own build files, for the next release to keep (and not those it kept).
(cd "$release/build/client/assets" && find . -type f -printf '%P\n' | LC_ALL=C sort) >"$release/build/own-assets.txt"
if [[ -n $live ]]; then
  # A page rendered by the live release names its scripts and styles: fingerprinted names,
  # so none clashes with the new build's. The live release's own files are kept; those it
  # kept from the one before are not, or every release would carry them all.
  live_assets=$ROOT/releases/$live/build/client/assets
  if [[ -f $ROOT/releases/$live/build/own-assets.txt ]]; then
    live_own_assets=$(cat "$ROOT/releases/$live/build/own-assets.txt")
  else
    live_own_assets=$(cd "$live_assets" && find . -type f -printf '%P\n')
  fi
  kept=0
  while IFS= read -r asset; do
    [[ -n $asset && -f $live_assets/$asset && ! -e $release/build/client/assets/$asset ]] || continue
    mkdir -p "$(dirname "$release/build/client/assets/$asset")"
    cp -p "$live_assets/$asset" "$release/build/client/assets/$asset"
    kept=$((kept + 1))
  done <<<"$live_own_assets"
  say "kept from $live: $kept build files, for the pages visitors hold"
fi

# The instances' user reads the release through its group, and nothing else does; nginx
# (www-data) reads the build's files.
chgrp -R "$GROUP" "$release"
chmod -R g+rX,g-w,o-rwx "$release"
chmod o+x "$ROOT" "$ROOT/releases" "$release" "$release/build"
chmod -R o+rX "$release/build/client"

switch_to "$name"
trap - EXIT
say "$ROOT/current now points at $name"

if [[ -z $live ]]; then
  prune
  say "$name is the first release: start the instances (docs/deploy.md, 5)."
  exit 0
fi
if ! restart_each; then
  failure=$problem
  say "$failure"
  roll_back_to "$live"
  rm -rf -- "$release"
  fail "$failure. Rolled back to $live and removed $name."
fi
prune
say "$name is live on ${INSTANCES[*]}; deploy/upgrade.sh --rollback goes back to $live"
